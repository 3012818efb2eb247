import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { messages, resetPasswordFormSchema } from '#shared/contract/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { firstIssue } from '#client/lib/first-issue.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { passwordHint, PasswordField } from './account-fields.tsx';
import { paths } from '#client/lib/paths.ts';

/**
 * /reset-password?token=...: reached from the e-mailed link
 * [product#reset-password, #password-reset-flow].
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkInvalid = !token || params.has('error');
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const reset = useResetPassword();

  useEffect(() => {
    if (linkInvalid) {
      toast.error(messages.resetLinkInvalid);
      navigate(paths.auth, { replace: true });
    }
  }, [linkInvalid, navigate]);

  if (linkInvalid || !token) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordFormSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    reset.mutate(
      { token, newPassword: parsed.data.password },
      {
        onSuccess: () => {
          toast.success('Password updated successfully!');
          navigate(paths.auth, { replace: true });
        },
        onError: (error) => {
          toast.error(friendlyMessage(error));
          if (error instanceof ApiError && error.code === 'INVALID_TOKEN')
            navigate(paths.auth, { replace: true });
        },
      },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-8">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Choose a new password</h1>
        <p className="mt-1 text-muted">You will sign in with it from now on.</p>
      </div>
      <Card>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            hint={passwordHint}
            value={password}
            onChange={setPassword}
          />
          <PasswordField
            label="Confirm Password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirmPassword}
          />
          <Button type="submit" size="lg" disabled={reset.isPending}>
            {reset.isPending ? 'Updating...' : 'Update Password'}
          </Button>
        </form>
      </Card>
    </div>
  );
}
