// GET /api/stats/weekly-accuracy: accuracy per topic over the last 8 New Zealand weeks (ADR 034),
// the /stats chart. Under the stats root, so finishing a quiz refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { weeklyAccuracySchema } from '#shared/contract/stats.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { queryRoots } from '#client/lib/query-keys.ts';

async function fetchWeeklyAccuracy() {
  return weeklyAccuracySchema.parse(await api<unknown>('/api/stats/weekly-accuracy'));
}

const weeklyAccuracyQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...queryRoots.stats, 'weekly-accuracy', userId],
    queryFn: fetchWeeklyAccuracy,
    staleTime: 0,
  });

export function useWeeklyAccuracy() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...weeklyAccuracyQueryOptions(userId), enabled: userId !== '' });
}
