// DELETE /api/quizzes/:id (owner only). On success the card leaves the cached list at once.
import { useMutation } from '@tanstack/react-query';
import type { MyQuiz } from '#shared/contract/quizzes.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { myQuizzesKey } from './my-quizzes.ts';
import { quizQuestionsQueryOptions } from './quiz-questions.ts';
import { sharedQuizNamesKey } from './shared-quiz-name.ts';

const deleteQuiz = (quizId: string) =>
  api<{ ok: true }>(`/api/quizzes/${encodeURIComponent(quizId)}`, { method: 'DELETE' });

export function useDeleteQuiz() {
  return useMutation({
    mutationFn: deleteQuiz,
    onSuccess: (_result, quizId) => {
      queryClient.setQueriesData<MyQuiz[]>({ queryKey: myQuizzesKey }, (old) =>
        old?.filter((quiz) => quiz.id !== quizId),
      );
      queryClient.removeQueries({ queryKey: quizQuestionsQueryOptions(quizId).queryKey });
      // its share screen must not show it from memory: the link no longer works
      queryClient.removeQueries({ queryKey: sharedQuizNamesKey });
    },
  });
}
