// GET /api/topics → every topic by name: the Write Question topic picker [001 §2, §7].
import { queryOptions, useQuery } from '@tanstack/react-query';
import { topicListSchema } from '#shared/contract/topics.ts';
import { api } from '#client/lib/api-client.ts';

async function fetchTopics() {
  return topicListSchema.parse(await api<unknown>('/api/topics'));
}

const topicsQueryOptions = queryOptions({
  queryKey: ['topics', 'list'],
  queryFn: fetchTopics,
  // The curriculum changes with a release, not during a visit.
  staleTime: 30 * 60_000,
});

export const useTopics = () => useQuery(topicsQueryOptions);
