// PUT /api/questions/:id/ratings {quality?, difficulty?}: set or change the viewer's rating.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionRatingSchema, type RateQuestionInput } from '#shared/contract/discussion.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { ratingQueryOptions } from './question-rating.ts';

const rateQuestion = async ({ questionId, ...body }: RateQuestionInput & { questionId: string }) =>
  questionRatingSchema.parse(
    await api<unknown>(`/api/questions/${encodeURIComponent(questionId)}/ratings`, {
      method: 'PUT',
      body,
    }),
  );

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
