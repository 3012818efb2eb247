// GET /api/stats/confidence: over-confidence per topic (ADR 035), on /stats. Under the stats
// root, so finishing a quiz refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { confidenceStatsSchema } from '#shared/contract/stats.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

async function fetchConfidenceStats() {
  return confidenceStatsSchema.parse(await api<unknown>('/api/stats/confidence'));
}

const confidenceStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryRoots.stats, 'confidence', userId],
    queryFn: fetchConfidenceStats,
    staleTime: 0,
  });

/** Signed-in users only (the query stays idle for a visitor). */
export function useConfidenceStats() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...confidenceStatsQueryOptions(userId), enabled: userId !== '' });
}
