// GET /api/questions/:id/ratings → the viewer's rating and everyone's summary (ADR 038).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';

/** Every rating query: what a rating changes. */
const ratingKey = ['question-rating'] as const;

async function fetchRating(questionId: string) {
  // The contract (Zod) loads beside the request, not with the results' first script (ADR 044).
  const [json, { questionRatingSchema }] = await Promise.all([
    api<unknown>(`/api/questions/${encodeURIComponent(questionId)}/ratings`),
    import('#shared/contract/discussion.ts'),
  ]);
  return questionRatingSchema.parse(json);
}

export const ratingQueryOptions = (userId: string, questionId: string) =>
  queryOptions({
    queryKey: [...ratingKey, userId, questionId],
    queryFn: () => fetchRating(questionId),
  });

/** `load`: false while the panel is far below the screen (DiscussionPanel); pending till then. */
export function useQuestionRating(questionId: string, load: boolean) {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...ratingQueryOptions(userId, questionId), enabled: userId !== '' && load });
}
