import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { firstIssue } from '#client/lib/first-issue.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { accountRules } from '../account-rules.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { AccountForm, EmailField } from './account-fields.tsx';

export function ResetRequestForm() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  const submit = async () => {
    const { resetRequestSchema } = await accountRules();
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    request.mutate(parsed.data.email, {
      onSuccess: () => toast.success('Password reset email sent! Check your inbox.'),
      onError: (error) => toast.error(friendlyMessage(error)),
    });
  };

  return (
    <AccountForm onSubmit={submit}>
      <p className="text-sm text-muted">
        Enter your e-mail and we will send you a link to choose a new password.
      </p>
      <EmailField value={email} onChange={setEmail} />
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </AccountForm>
  );
}
