// GET /api/stats/due: the signed-in user's spaced review (ADR 031): due today, per topic, and the
// next due time when nothing is due. Under the stats root, so finishing a quiz refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

async function fetchDueCounts() {
  // The contract (Zod) loads beside the request, not with the page's first JavaScript (ADR 044).
  const [json, { dueCountsSchema }] = await Promise.all([
    api<unknown>('/api/stats/due'),
    import('#shared/contract/study-stats.ts'),
  ]);
  return dueCountsSchema.parse(json);
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
