// GET /api/stats/history/wrong-answers?before=&limit=20: questions last answered wrongly.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useSession } from '#client/lib/session.ts';
import { fetchHistoryPage } from './answer-history.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

const wrongAnswerHistoryQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...queryRoots.history, 'wrong-answers', userId],
    queryFn: ({ pageParam }) => fetchHistoryPage('/api/stats/history/wrong-answers', pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useWrongAnswerHistory() {
  const userId = useSession().data?.user?.id ?? '';
  return useInfiniteQuery({ ...wrongAnswerHistoryQueryOptions(userId), enabled: userId !== '' });
}
