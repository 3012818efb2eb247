// GET /api/profile/class-sizes?year=: how many trainees each class has that year, shown beside
// the classes at onboarding [product#onboarding].
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClassSizes } from '#shared/contract/profile.ts';
import { api } from '#client/lib/api-client.ts';

const classSizesQueryOptions = (year: number) =>
  queryOptions({
    queryKey: ['profile', 'class-sizes', year],
    queryFn: () => api<ClassSizes>(`/api/profile/class-sizes?year=${year}`),
    staleTime: 60_000,
  });

/** The query keeps the last year's figures while another year's load (isPlaceholderData). */
export function useClassSizes(year: number) {
  return useQuery({ ...classSizesQueryOptions(year), placeholderData: keepPreviousData });
}
