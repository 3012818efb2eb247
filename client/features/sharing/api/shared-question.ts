// GET /api/shared/:code → a shared question, without its correct answer
// [product#shared-question, #stored-data].
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedQuestionSchema } from '#shared/contract/shared-question.ts';
import { api } from '#client/lib/api-client.ts';

async function fetchSharedQuestion(code: string) {
  return sharedQuestionSchema.parse(await api<unknown>(`/api/shared/${encodeURIComponent(code)}`));
}

const sharedQuestionQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['shared-question', code],
    queryFn: () => fetchSharedQuestion(code),
    // Try Again reloads the page; nothing here changes while it is open.
    staleTime: Infinity,
  });

export const useSharedQuestion = (code: string) => useQuery(sharedQuestionQueryOptions(code));
