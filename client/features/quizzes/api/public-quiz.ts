// GET /api/take-quiz/:code: a shared quiz as anyone may see it — names, questions and answer
// options, never the correct answers. 404 'Quiz not found'.
import { useQuery } from '@tanstack/react-query';
import { publicQuizSchema } from '#shared/contract/quizzes.ts';
import { api, ApiError } from '#client/lib/api-client.ts';

export async function fetchPublicQuiz(code: string) {
  return publicQuizSchema.parse(await api<unknown>(`/api/take-quiz/${encodeURIComponent(code)}`));
}

export function usePublicQuiz(code: string) {
  return useQuery({
    queryKey: ['take-quiz', code],
    queryFn: () => fetchPublicQuiz(code),
    staleTime: 60_000,
  });
}

/** The link does not lead to a quiz (deleted, mistyped): asking again will not help. */
export const isQuizMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
