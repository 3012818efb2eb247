import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Field } from '#client/components/ui/input.tsx';
import { afterSignedIn } from '#client/lib/after-sign-in.ts';
import { firstIssue } from '#client/lib/first-issue.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { accountRules, warmAccountRules } from '../account-rules.ts';
import { useSignIn } from '../api/sign-in.ts';
import { usePrerenderedForm } from './use-prerendered-form.ts';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useSignIn();
  const prerendered = usePrerenderedForm({ email: setEmail, 'current-password': setPassword });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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
    <form
      ref={prerendered.ref}
      onSubmit={(event) => void submit(event)}
      onFocus={warmAccountRules}
      noValidate
      className="flex flex-col gap-4"
    >
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
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type={prerendered.submitType} size="lg" disabled={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
