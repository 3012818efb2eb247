// POST /api/take-quiz/:code/attempts: Finish checks the whole quiz in one request. The attemptId
// is made once per attempt, so a retry after a failure is recorded once.
import { useMutation } from '@tanstack/react-query';
import { quizAttemptResultSchema } from '#shared/contract/quizzes.ts';
import type { OptionId } from '#shared/contract/questions.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { refreshSession } from '#client/lib/session.ts';

export interface AttemptInput {
  code: string;
  attemptId: string;
  answers: { questionId: string; selectedAnswer: OptionId }[];
}

export async function submitAttempt({ code, ...body }: AttemptInput) {
  return quizAttemptResultSchema.parse(
    await api<unknown>(`/api/take-quiz/${encodeURIComponent(code)}/attempts`, { body }),
  );
}

export function useSubmitAttempt() {
  return useMutation({
    mutationFn: submitAttempt,
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
