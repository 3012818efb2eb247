// GET /api/stats/questions: overall and per-topic counts for the viewer (visitors see every
// question as new).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

async function fetchQuestionStats() {
  // The contract (Zod) loads beside the request, not with the page's first JavaScript (ADR 044).
  const [json, { questionStatsSchema }] = await Promise.all([
    api<unknown>('/api/stats/questions'),
    import('#shared/contract/study-stats.ts'),
  ]);
  return questionStatsSchema.parse(json);
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
