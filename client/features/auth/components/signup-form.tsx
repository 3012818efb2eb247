import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Field } from '#client/components/ui/input.tsx';
import { afterSignedIn } from '#client/lib/after-sign-in.ts';
import { firstIssue } from '#client/lib/first-issue.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { accountRules, warmAccountRules } from '../account-rules.ts';
import { useSignUp } from '../api/sign-up.ts';
import { announceSignUp } from './announce-sign-up.ts';

export const passwordHint = 'Must be at least 8 characters with uppercase, lowercase, and number.';

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signUp = useSignUp();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { signUpSchema } = await accountRules();
    const parsed = signUpSchema.safeParse({ name, email, password });
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
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={warmAccountRules}
      noValidate
      className="flex flex-col gap-4"
    >
      <Field
        label="Full Name"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={passwordHint}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
