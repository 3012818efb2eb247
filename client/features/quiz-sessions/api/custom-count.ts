// POST /api/quiz-sessions/custom/count: how many questions the builder's filters match now
// [product#custom-test] (ADR 080). Asked again as the filters change (the screen debounces);
// the last figure stays up while the next is on its way.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomCountResponse } from '#shared/contract/custom-test.ts';
import { api } from '#client/lib/api-client.ts';
import type { CustomTestChoice } from '#client/lib/paths.ts';

export type CustomFilters = Omit<CustomTestChoice, 'size'>;

const customCountQuery = (userId: string, filters: CustomFilters) =>
  queryOptions({
    queryKey: ['quiz-sessions', 'custom-count', userId, filters],
    queryFn: () => api<CustomCountResponse>('/api/quiz-sessions/custom/count', { body: filters }),
    // the statuses move with every answer: a count is fresh only for a moment
    staleTime: 0,
  });

export function useCustomCount(userId: string, filters: CustomFilters) {
  return useQuery({ ...customCountQuery(userId, filters), placeholderData: keepPreviousData });
}
