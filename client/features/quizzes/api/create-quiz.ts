// POST /api/quizzes: the quiz and its questions in selection order, in one transaction.
import { useMutation } from '@tanstack/react-query';
import type { CreateQuizInput } from '#shared/contract/quizzes.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { myQuizzesKey } from './my-quizzes.ts';

const createQuiz = (input: CreateQuizInput) =>
  api<{ shareCode: string }>('/api/quizzes', { body: input });

export function useCreateQuiz() {
  return useMutation({
    mutationFn: createQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myQuizzesKey }),
  });
}
