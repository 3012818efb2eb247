import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { absoluteUrl, paths } from '#client/lib/paths.ts';

const requestPasswordReset = (email: string) =>
  api<{ status: boolean }>('/api/auth/request-password-reset', {
    body: { email, redirectTo: absoluteUrl(paths.resetPassword) },
  });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
