// GET /api/topics → every topic by name: the Write Question topic picker
// [product#write-question, #side-effects].
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

async function fetchTopics() {
  // The contract (Zod) loads beside the request, not with Write Question's first script (ADR 044).
  const [json, { topicListSchema }] = await Promise.all([
    api<unknown>('/api/topics'),
    import('#shared/contract/topics.ts'),
  ]);
  return topicListSchema.parse(json);
}

const topicsQueryOptions = queryOptions({
  queryKey: ['topics', 'list'],
  queryFn: fetchTopics,
  // The curriculum changes with a release, not during a visit.
  staleTime: 30 * 60_000,
});

export const useTopics = () => useQuery(topicsQueryOptions);
