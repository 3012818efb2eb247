// GET /api/saved?q= → the signed-in trainee's saved questions, newest first (ADR 033).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { savedListSchema } from '#shared/contract/saved.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';

async function fetchSaved(q: string) {
  const query = q === '' ? '' : `?q=${encodeURIComponent(q)}`;
  return savedListSchema.parse(await api<unknown>(`/api/saved${query}`));
}

/** Every saved-questions query (every user, every search): what a save or removal changes. */
export const savedKey = ['saved'] as const;

/** Keyed by user and search words: after a sign-out the list is never someone else's. */
const savedQueryOptions = (userId: string, q: string) =>
  queryOptions({
    queryKey: [...savedKey, userId, q],
    queryFn: () => fetchSaved(q),
    staleTime: 0,
  });

export function useSavedQuestions(q = '') {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({
    ...savedQueryOptions(userId, q.trim()),
    enabled: userId !== '',
    placeholderData: keepPreviousData,
  });
}
