import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

const resetPassword = (input: { token: string; newPassword: string }) =>
  api<{ status: boolean }>('/api/auth/reset-password', { body: input });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
