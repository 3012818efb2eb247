import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { forgetSession } from '#client/lib/session.ts';

const signOut = () => api<{ success: boolean }>('/api/auth/sign-out', { body: {} });

/** Signing out clears everything cached for the user (session, profile, stats). */
export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      forgetSession();
      queryClient.clear();
    },
  });
}
