// GET /api/quizzes/mine: the trainee's quizzes, newest first, with question and attempt counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { myQuizzesSchema } from '#shared/contract/quizzes.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';

async function fetchMyQuizzes() {
  return myQuizzesSchema.parse(await api<unknown>('/api/quizzes/mine'));
}

/** Every user's My Quizzes list: what a new or deleted quiz changes. */
export const myQuizzesKey = ['quizzes', 'mine'] as const;

const myQuizzesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...myQuizzesKey, userId],
    queryFn: fetchMyQuizzes,
    staleTime: 0,
  });

export function useMyQuizzes() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...myQuizzesQueryOptions(userId), enabled: userId !== '' });
}
