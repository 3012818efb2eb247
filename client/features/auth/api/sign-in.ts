import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '#shared/contract/auth.ts';
import { api } from '#client/lib/api-client.ts';
import { refreshSession } from '#client/lib/session.ts';

const signIn = (input: SignInInput) =>
  api<{ user: { id: string } }>('/api/auth/sign-in/email', {
    body: { ...input, rememberMe: true },
  });

export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: () => refreshSession() });
}
