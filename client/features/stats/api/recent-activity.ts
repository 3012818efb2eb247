// GET /api/stats/recent-activity?limit=n: completed quizzes and shared-quiz attempts, newest
// first. My Progress and the statistics page both show 5.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recentActivitySchema } from '#shared/contract/stats.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

async function fetchRecentActivity(limit: number) {
  return recentActivitySchema.parse(
    await api<unknown>(`/api/stats/recent-activity?limit=${limit}`),
  );
}

const recentActivityQueryOptions = (userId: string, limit: number) =>
  queryOptions({
    queryKey: [...queryRoots.stats, 'recent-activity', userId, limit],
    queryFn: () => fetchRecentActivity(limit),
    staleTime: 0,
  });

export function useRecentActivity(limit: number) {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...recentActivityQueryOptions(userId, limit), enabled: userId !== '' });
}
