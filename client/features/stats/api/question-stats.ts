// GET /api/stats/questions: overall and per-topic counts for the viewer (visitors see every
// question as new).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';
import { readQuestionStats } from './study-stats-reader.ts';

async function fetchQuestionStats() {
  // Read without Zod, which would otherwise load and build in /question-bank's first seconds
  // (ADR 044).
  const stats = readQuestionStats(await api<unknown>('/api/stats/questions'));
  // as the schema's parse did: a response off the contract is the query's error
  if (!stats) throw new Error('GET /api/stats/questions: not the question stats contract');
  return stats;
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
