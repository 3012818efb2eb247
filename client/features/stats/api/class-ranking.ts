// GET /api/stats/class-ranking: classmates of the same class and year, by points
// [product#your-class].
import { queryOptions, useQuery } from '@tanstack/react-query';
import { classRankingSchema } from '#shared/contract/stats.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

async function fetchClassRanking() {
  return classRankingSchema.parse(await api<unknown>('/api/stats/class-ranking'));
}

const classRankingQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryRoots.stats, 'class-ranking', userId],
    queryFn: fetchClassRanking,
    staleTime: 0,
  });

export function useClassRanking() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...classRankingQueryOptions(userId), enabled: userId !== '' });
}
