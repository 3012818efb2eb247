// GET /api/stats/due: the signed-in user's spaced review (ADR 031): due today, per topic, and the
// next due time when nothing is due. Under the stats root, so finishing a quiz refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';
import { readDueCounts } from './study-stats-reader.ts';

async function fetchDueCounts() {
  // Read without Zod, which would otherwise load and build in /learn's first seconds (ADR 044).
  const stats = readDueCounts(await api<unknown>('/api/stats/due'));
  // as the schema's parse did: a response off the contract is the query's error
  if (!stats) throw new Error('GET /api/stats/due: not the due counts contract');
  return stats;
}

const dueCountsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryRoots.stats, 'due', userId],
    queryFn: fetchDueCounts,
    staleTime: 0,
  });

/** Signed-in users only: a visitor has nothing scheduled (the query stays idle). */
export function useDueCounts() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...dueCountsQueryOptions(userId), enabled: userId !== '' });
}
