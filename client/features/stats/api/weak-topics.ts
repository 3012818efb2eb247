// GET /api/stats/weak-topics: the weakness coach's focus topics (ADR 034), on /learn and
// /my-progress. Under the stats root, so finishing a quiz refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';
import { readWeakTopics } from './study-stats-reader.ts';

async function fetchWeakTopics() {
  // Read without Zod, which would otherwise load and build in /learn's first seconds (ADR 044).
  const stats = readWeakTopics(await api<unknown>('/api/stats/weak-topics'));
  // as the schema's parse did: a response off the contract is the query's error
  if (!stats) throw new Error('GET /api/stats/weak-topics: not the weak topics contract');
  return stats;
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
