// GET /api/stats/weak-topics: the weakness coach's focus topics (ADR 034), on /learn and
// /my-progress. Under the stats root, so finishing a quiz refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

async function fetchWeakTopics() {
  // The contract (Zod) loads beside the request, not with the page's first JavaScript (ADR 044).
  const [json, { weakTopicsSchema }] = await Promise.all([
    api<unknown>('/api/stats/weak-topics'),
    import('#shared/contract/study-stats.ts'),
  ]);
  return weakTopicsSchema.parse(json);
}

const weakTopicsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryRoots.stats, 'weak-topics', userId],
    queryFn: fetchWeakTopics,
    staleTime: 0,
  });

/** Signed-in users only (the query stays idle for a visitor). */
export function useWeakTopics() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...weakTopicsQueryOptions(userId), enabled: userId !== '' });
}
