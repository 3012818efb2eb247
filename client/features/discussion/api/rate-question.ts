// PUT /api/questions/:id/ratings {quality?, difficulty?}: set or change the viewer's rating.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RateQuestionInput } from '#shared/contract/discussion.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { ratingQueryOptions } from './question-rating.ts';

async function rateQuestion({ questionId, ...body }: RateQuestionInput & { questionId: string }) {
  const [json, { questionRatingSchema }] = await Promise.all([
    api<unknown>(`/api/questions/${encodeURIComponent(questionId)}/ratings`, {
      method: 'PUT',
      body,
    }),
    import('#shared/contract/discussion.ts'),
  ]);
  return questionRatingSchema.parse(json);
}

export function useRateQuestion(questionId: string) {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user?.id ?? '';
  return useMutation({
    mutationFn: (input: RateQuestionInput) => rateQuestion({ questionId, ...input }),
    // The answer is the new rating and summary: no second round trip.
    onSuccess: (rating) =>
      queryClient.setQueryData(ratingQueryOptions(userId, questionId).queryKey, rating),
  });
}
