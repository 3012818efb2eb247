// GET /api/stats/regional (public): one row per class with activity. Read by the landing
// page's Regional Leaderboard and the Regional Stats list of My Progress, so it lives here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

async function fetchRegionalStats() {
  // The contract (Zod) loads beside the request, not with /auth's first JavaScript (ADR 044).
  const [json, { regionalStatsSchema }] = await Promise.all([
    api<unknown>('/api/stats/regional'),
    import('#shared/contract/stats.ts'),
  ]);
  return regionalStatsSchema.parse(json);
}

const regionalStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.stats, 'regional'],
    queryFn: fetchRegionalStats,
    // Points move with every quiz: show the cached board at once, then refresh it.
    staleTime: 0,
  });

export function useRegionalStats() {
  return useQuery(regionalStatsQueryOptions());
}
