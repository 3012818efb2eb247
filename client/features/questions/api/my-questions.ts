// GET /api/questions/mine → the signed-in trainee's questions, newest first [001 §2].
import { queryOptions, useQuery } from '@tanstack/react-query';
import { myQuestionsSchema } from '#shared/contract/questions.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';

export async function fetchMyQuestions() {
  return myQuestionsSchema.parse(await api<unknown>('/api/questions/mine'));
}

/** Keyed by user: after a sign-out and another sign-in the list is never someone else's. */
export const myQuestionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['questions', 'mine', userId],
    queryFn: fetchMyQuestions,
    staleTime: 0,
  });

export function useMyQuestions() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...myQuestionsQueryOptions(userId), enabled: userId !== '' });
}
