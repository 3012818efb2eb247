// GET /api/stats/summary: the Accuracy Rate tile of My Progress and the "Your Statistics" page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsSummarySchema } from '#shared/contract/stats.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

async function fetchStatsSummary() {
  return statsSummarySchema.parse(await api<unknown>('/api/stats/summary'));
}

/** Keyed by user, so a different account on the same device never sees the last one's figures. */
const statsSummaryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryRoots.stats, 'summary', userId],
    queryFn: fetchStatsSummary,
    staleTime: 0,
  });

export function useStatsSummary() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...statsSummaryQueryOptions(userId), enabled: userId !== '' });
}
