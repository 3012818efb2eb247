// GET /api/stats/exams: the user's finished mock exams, newest first (ADR 036), on /stats and
// /exam. Under the stats root, so finishing an exam refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

async function fetchExamHistory() {
  // The contract (Zod) loads beside the request, not with /exam's first JavaScript (ADR 044).
  const [json, { examHistorySchema }] = await Promise.all([
    api<unknown>('/api/stats/exams'),
    import('#shared/contract/exam.ts'),
  ]);
  return examHistorySchema.parse(json);
}

const examHistoryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryRoots.stats, 'exams', userId],
    queryFn: fetchExamHistory,
    staleTime: 0,
  });

/** Signed-in users only (the query stays idle for a visitor). */
export function useExamHistory() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...examHistoryQueryOptions(userId), enabled: userId !== '' });
}
