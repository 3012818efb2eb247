// A finished quiz's result: ONE source, the query cache entry of
// GET /api/quiz-sessions/:id/result. Completing a quiz seeds it with the completion response
// (seedQuizResult), so /results and /take-quiz show it without asking again; after a reload it is
// fetched, with the visitor's claim token from session storage in a header (never in the URL,
// which servers and proxies log). Navigation carries only the id.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { claimTokenHeader } from '#shared/contract/claim-token.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { loadQuizContracts } from './quiz-contracts.ts';
import { loadClaimToken } from './quiz-storage.ts';

export async function fetchQuizResult(sessionId: string) {
  const claimToken = loadClaimToken(sessionId);
  const [json, { quiz }] = await Promise.all([
    api<unknown>(`/api/quiz-sessions/${encodeURIComponent(sessionId)}/result`, {
      headers: claimToken ? { [claimTokenHeader]: claimToken } : {},
    }),
    loadQuizContracts(),
  ]);
  return quiz.quizResultSchema.parse(json);
}

export const quizResultQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['quiz-sessions', sessionId, 'result'],
    queryFn: () => fetchQuizResult(sessionId),
    // A completed quiz never changes.
    staleTime: Infinity,
  });

/** The completion response is the result: put it where every reader looks. */
export function seedQuizResult(result: QuizResult) {
  queryClient.setQueryData(quizResultQuery(result.sessionId).queryKey, result);
}

export function useQuizResult(sessionId: string | undefined) {
  return useQuery({ ...quizResultQuery(sessionId ?? ''), enabled: Boolean(sessionId) });
}
