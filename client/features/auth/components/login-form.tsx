import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { afterSignedIn } from '#client/lib/after-sign-in.ts';
import { firstIssue } from '#client/lib/first-issue.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { accountRules } from '../account-rules.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AccountForm, EmailField, PasswordField } from './account-fields.tsx';
import { usePrerenderedForm } from './use-prerendered-form.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const prerendered = usePrerenderedForm({ email: setEmail, 'current-password': setPassword });

  const submit = async () => {
    const { signInSchema } = await accountRules();
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    signIn.mutate(parsed.data, {
      onSuccess: () => {
        toast.success('Welcome back!');
        afterSignedIn('sign-in');
        onSignedIn();
      },
      onError: (error) => toast.error(friendlyMessage(error)),
    });
  };

  return (
    <AccountForm formRef={prerendered.ref} onSubmit={submit}>
      <EmailField value={email} onChange={setEmail} />
      <PasswordField autoComplete="current-password" value={password} onChange={setPassword} />
      <Button type={prerendered.submitType} size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </AccountForm>
  );
}
