// GET /api/quizzes/:id/questions: a quiz's numbered questions (owner only), fetched the first
// time its card is expanded [product#authoring-flow].
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizQuestionListSchema } from '#shared/contract/quizzes.ts';
import { api } from '#client/lib/api-client.ts';

async function fetchQuizQuestions(quizId: string) {
  return quizQuestionListSchema.parse(
    await api<unknown>(`/api/quizzes/${encodeURIComponent(quizId)}/questions`),
  );
}

export const quizQuestionsQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: ['quizzes', 'questions', quizId],
    queryFn: () => fetchQuizQuestions(quizId),
    staleTime: 5 * 60_000,
  });

export function useQuizQuestions(quizId: string, enabled: boolean) {
  return useQuery({ ...quizQuestionsQueryOptions(quizId), enabled });
}
