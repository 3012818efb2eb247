// POST /api/quiz-sessions/:id/complete: one request checks and saves the whole quiz. The server
// is idempotent per session, so a retry with the same id is always safe.
import { useMutation } from '@tanstack/react-query';
import type { CompleteQuizInput, QuizResult } from '#shared/contract/quiz.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { queryRoots } from '#client/lib/query-keys.ts';
import { refreshSession } from '#client/lib/session.ts';
import { loadQuizContracts } from './quiz-contracts.ts';

export async function completeQuiz({
  sessionId,
  ...body
}: CompleteQuizInput & { sessionId: string }) {
  const [json, { quiz }] = await Promise.all([
    api<unknown>(`/api/quiz-sessions/${encodeURIComponent(sessionId)}/complete`, { body }),
    loadQuizContracts(),
  ]);
  return quiz.quizResultSchema.parse(json);
}

/** A saved completion changed points, progress and history: read them again. */
export function afterCompletion(result: QuizResult) {
  if (!result.saved) return;
  void refreshSession();
  void queryClient.invalidateQueries({ queryKey: queryRoots.stats });
  void queryClient.invalidateQueries({ queryKey: queryRoots.history });
}

export function useCompleteQuiz() {
  return useMutation({ mutationFn: completeQuiz, onSuccess: afterCompletion });
}
