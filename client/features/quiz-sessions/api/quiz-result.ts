// GET /api/quiz-sessions/:id/result?claimToken=: a completed quiz's stored result, for a reload
// of /results when the browser no longer holds it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizResultSchema } from '#shared/contract/quiz.ts';
import { api } from '#client/lib/api-client.ts';

export async function fetchQuizResult(sessionId: string, claimToken?: string | null) {
  const query = claimToken ? `?claimToken=${encodeURIComponent(claimToken)}` : '';
  return quizResultSchema.parse(
    await api<unknown>(`/api/quiz-sessions/${encodeURIComponent(sessionId)}/result${query}`),
  );
}

export const quizResultQueryOptions = (sessionId: string, claimToken?: string | null) =>
  queryOptions({
    queryKey: ['quiz-result', sessionId],
    queryFn: () => fetchQuizResult(sessionId, claimToken),
    staleTime: Infinity,
  });

export function useQuizResult(
  sessionId: string | undefined,
  claimToken: string | null | undefined,
  enabled: boolean,
) {
  return useQuery({
    ...quizResultQueryOptions(sessionId ?? '', claimToken),
    enabled: enabled && Boolean(sessionId),
  });
}
