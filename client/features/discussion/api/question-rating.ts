// GET /api/questions/:id/ratings → the viewer's rating and everyone's summary (ADR 038).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionRatingSchema } from '#shared/contract/discussion.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';

/** Every rating query: what a rating changes. */
export const ratingKey = ['question-rating'] as const;

async function fetchRating(questionId: string) {
  return questionRatingSchema.parse(
    await api<unknown>(`/api/questions/${encodeURIComponent(questionId)}/ratings`),
  );
}

export const ratingQueryOptions = (userId: string, questionId: string) =>
  queryOptions({
    queryKey: [...ratingKey, userId, questionId],
    queryFn: () => fetchRating(questionId),
  });

export function useQuestionRating(questionId: string) {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...ratingQueryOptions(userId, questionId), enabled: userId !== '' });
}
