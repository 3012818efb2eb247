import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

export const requestPasswordReset = (email: string) =>
  api<{ status: boolean }>('/api/auth/request-password-reset', {
    body: { email, redirectTo: `${window.location.origin}/reset-password` },
  });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
