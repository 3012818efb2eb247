// GET /api/questions/mine/analytics → per own question: answers, first-attempt accuracy, option
// shares, the discrimination index and warnings (ADR 039). One request for the whole list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { myQuestionAnalyticsSchema } from '#shared/contract/question-analytics.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { myQuestionsKey } from './my-questions.ts';

const analyticsQueryOptions = (userId: string) =>
  queryOptions({
    // under My Questions' key: a write, edit or delete refreshes it with the list
    queryKey: [...myQuestionsKey, userId, 'analytics'],
    queryFn: async () =>
      myQuestionAnalyticsSchema.parse(await api<unknown>('/api/questions/mine/analytics')),
    staleTime: 60_000,
  });

export function useMyQuestionAnalytics(enabled: boolean) {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...analyticsQueryOptions(userId), enabled: enabled && userId !== '' });
}
