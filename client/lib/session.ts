// Who is signed in, and their profile: one query the whole app reads (header, guards, pages).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '#shared/contract/auth.ts';
import type { Profile } from '#shared/contract/profile.ts';
import { api } from './api-client.ts';
import { queryClient } from './query-client.ts';

export interface SessionState {
  user: SessionUser | null;
  profile: Profile | null;
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: () => api<SessionState>('/api/session'),
  staleTime: 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** After sign-in, sign-out or a profile change: read the session again. */
export function refreshSession() {
  return queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
}

export function setSessionProfile(profile: Profile) {
  queryClient.setQueryData(sessionQueryOptions.queryKey, (old: SessionState | undefined) =>
    old ? { ...old, profile } : old,
  );
}
