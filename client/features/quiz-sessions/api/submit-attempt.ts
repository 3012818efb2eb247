// Finish: POST /api/quiz-sessions/:id/complete checks the whole shared quiz in one request
// (ADR 025). The session is completed once, so a retry after a failure is recorded once.
import { useMutation } from '@tanstack/react-query';
import { completeQuizSession } from '#client/lib/quiz-session-api.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { refreshSession } from '#client/lib/session.ts';

export function useSubmitAttempt() {
  return useMutation({
    mutationFn: completeQuizSession,
    onSuccess: (result) => {
      if (!result.saved) return;
      // Nectar, progress, recent activity and histories changed.
      void refreshSession();
      void queryClient.invalidateQueries({ queryKey: ['stats'] });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
      void queryClient.invalidateQueries({ queryKey: ['quizzes', 'mine'] });
    },
  });
}
