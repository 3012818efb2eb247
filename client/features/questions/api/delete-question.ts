// DELETE /api/questions/:id → {ok}: hides the question everywhere and takes its 5 nectar back.
import { useMutation } from '@tanstack/react-query';
import type { MyQuestion } from '#shared/contract/questions.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { refreshSession } from '#client/lib/session.ts';
import { myQuestionsKey, questionsKey } from './my-questions.ts';
import { questionDetailQueryOptions } from './question-detail.ts';

async function deleteQuestion(questionId: string) {
  await api<unknown>(`/api/questions/${encodeURIComponent(questionId)}`, { method: 'DELETE' });
}

export function useDeleteQuestion() {
  return useMutation({
    mutationFn: deleteQuestion,
    onSuccess: (_result, questionId) => {
      // Gone from the list at once; then everything that counted it is read again.
      queryClient.setQueriesData<MyQuestion[]>({ queryKey: myQuestionsKey }, (old) =>
        old?.filter((question) => question.id !== questionId),
      );
      queryClient.removeQueries({ queryKey: questionDetailQueryOptions(questionId).queryKey });
      void queryClient.invalidateQueries({ queryKey: questionsKey });
      void refreshSession();
    },
  });
}
