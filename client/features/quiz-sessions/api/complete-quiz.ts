// POST /api/quiz-sessions/:id/complete: one request checks and saves the whole quiz. The server
// is idempotent per session, so a retry with the same id is always safe.
import { useMutation } from '@tanstack/react-query';
import { quizResultSchema, type CompleteQuizInput } from '#shared/contract/quiz.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { queryRoots } from '#client/lib/query-keys.ts';
import { refreshSession } from '#client/lib/session.ts';

async function completeQuiz({ sessionId, ...body }: CompleteQuizInput & { sessionId: string }) {
  return quizResultSchema.parse(
    await api<unknown>(`/api/quiz-sessions/${encodeURIComponent(sessionId)}/complete`, { body }),
  );
}

export function useCompleteQuiz() {
  return useMutation({
    mutationFn: completeQuiz,
    onSuccess: (result) => {
      if (!result.saved) return;
      // Points, progress and history changed.
      void refreshSession();
      void queryClient.invalidateQueries({ queryKey: queryRoots.stats });
      void queryClient.invalidateQueries({ queryKey: queryRoots.history });
    },
  });
}
