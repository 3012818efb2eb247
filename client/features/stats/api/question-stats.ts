// GET /api/stats/questions: overall and per-topic counts for the viewer (visitors see every
// question as new).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionStatsSchema } from '#shared/contract/stats.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

async function fetchQuestionStats() {
  return questionStatsSchema.parse(await api<unknown>('/api/stats/questions'));
}

/** Keyed by viewer: signing in must not show the visitor's all-new counts, nor the reverse. */
const questionStatsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...queryRoots.stats, 'questions', userId ?? 'visitor'],
    queryFn: fetchQuestionStats,
    staleTime: 0,
  });

export function useQuestionStats() {
  const session = useSession();
  const userId = session.data?.user?.id ?? null;
  return useQuery({ ...questionStatsQueryOptions(userId), enabled: !session.isPending });
}
