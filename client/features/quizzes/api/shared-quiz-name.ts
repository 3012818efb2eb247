// GET /api/quizzes/shared/:code: a live quiz's name, for anyone with its link (/share-quiz's
// heading); 404 for an unknown or deleted quiz.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedQuizNameSchema } from '#shared/contract/quizzes.ts';
import { ApiError, api } from '#client/lib/api-client.ts';

async function fetchSharedQuizName(code: string) {
  return sharedQuizNameSchema.parse(
    await api<unknown>(`/api/quizzes/shared/${encodeURIComponent(code)}`),
  );
}

/** Every share code's name: what deleting a quiz drops. */
export const sharedQuizNamesKey = ['quizzes', 'shared-name'] as const;

const sharedQuizNameQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...sharedQuizNamesKey, code],
    queryFn: () => fetchSharedQuizName(code),
  });

export function useSharedQuizName(code: string) {
  return useQuery(sharedQuizNameQueryOptions(code));
}

/** The link names no live quiz. */
export const isQuizGone = (error: unknown) => error instanceof ApiError && error.status === 404;
