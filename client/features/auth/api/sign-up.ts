import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '#shared/contract/auth.ts';
import { api } from '#client/lib/api-client.ts';
import { refreshSession } from '#client/lib/session.ts';

interface SignUpResult {
  /** false when the account must verify its e-mail before it can sign in */
  signedIn: boolean;
}

const signUp = (input: SignUpInput) =>
  api<SignUpResult>('/api/auth/sign-up/email', { body: { ...input, callbackURL: '/' } });

export function useSignUp() {
  return useMutation({ mutationFn: signUp, onSuccess: () => refreshSession() });
}
