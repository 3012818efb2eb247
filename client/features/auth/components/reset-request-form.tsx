import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Field } from '#client/components/ui/input.tsx';
import { firstIssue } from '#client/lib/first-issue.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { accountRules, warmAccountRules } from '../account-rules.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

export function ResetRequestForm() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { resetRequestSchema } = await accountRules();
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    request.mutate(parsed.data.email, {
      onSuccess: () => toast.success('Password reset email sent! Check your inbox.'),
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
      <p className="text-sm text-muted">
        Enter your e-mail and we will send you a link to choose a new password.
      </p>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
