// GET /api/stats/regional (public): one row per class with activity. Read by the landing
// page's Regional Leaderboard and the Regional Stats list of My Progress, so it lives here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { queryRoots } from '#client/lib/query-keys.ts';
import { readRegionalStats } from './regional-stats-reader.ts';

// Read without Zod: the landing page's only contract-checked read (issue 11, ADR 051).
async function fetchRegionalStats() {
  const rows = readRegionalStats(await api<unknown>('/api/stats/regional'));
  // as the schema's parse did: a response off the contract is the query's error
  if (!rows) throw new Error('GET /api/stats/regional: not the regional stats contract');
  return rows;
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
