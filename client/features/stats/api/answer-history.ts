// GET /api/stats/history/answers?before=&limit=20: every answer, newest first, a page at a time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { historyPageSchema } from '#shared/contract/stats.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

const historyPageSize = 20;

/** One page of a history endpoint; `before` is the previous page's nextCursor. */
export async function fetchHistoryPage(path: string, before: string | null) {
  const params = new URLSearchParams({ limit: String(historyPageSize) });
  if (before) params.set('before', before);
  return historyPageSchema.parse(await api<unknown>(`${path}?${params}`));
}

const answerHistoryQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: [...queryRoots.history, 'answers', userId],
    queryFn: ({ pageParam }) => fetchHistoryPage('/api/stats/history/answers', pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useAnswerHistory() {
  const userId = useSession().data?.user?.id ?? '';
  return useInfiniteQuery({ ...answerHistoryQueryOptions(userId), enabled: userId !== '' });
}
