import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { afterSignedIn } from '#client/lib/after-sign-in.ts';
import { firstIssue } from '#client/lib/first-issue.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { accountRules } from '../account-rules.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AccountForm, noSignUpValues, SignUpFields } from './account-fields.tsx';
import { announceSignUp } from './announce-sign-up.ts';

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [values, setValues] = useState(noSignUpValues);
  const signUp = useSignUp();

  const submit = async () => {
    const { signUpSchema } = await accountRules();
    const parsed = signUpSchema.safeParse(values);
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    signUp.mutate(parsed.data, {
      onSuccess: (result) => {
        const signedIn = announceSignUp(result.signedIn);
        if (signedIn) {
          afterSignedIn('sign-up');
          onSignedUp();
        }
      },
      onError: (error) => toast.error(friendlyMessage(error)),
    });
  };

  return (
    <AccountForm onSubmit={submit}>
      <SignUpFields values={values} onChange={setValues} withPasswordHint />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </AccountForm>
  );
}
