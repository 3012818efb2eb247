// GET /api/stats/questions: new, incorrect and correct counts, overall and per topic. Signed-out
// visitors get the totals with everything new.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionStatsSchema } from '#shared/contract/stats.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';

export async function fetchQuestionStats() {
  return questionStatsSchema.parse(await api<unknown>('/api/stats/questions'));
}

export const questionStatsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['stats', 'questions', userId],
    queryFn: fetchQuestionStats,
    staleTime: 0,
  });

export function useQuestionStats() {
  const { data, isPending } = useSession();
  const userId = data?.user?.id ?? 'visitor';
  return useQuery({ ...questionStatsQueryOptions(userId), enabled: !isPending });
}
