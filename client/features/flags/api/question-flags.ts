// GET /api/questions/:id/flags: the author's flags on one own question, open first (ADR 039).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionFlagListSchema } from '#shared/contract/flags.ts';
import { api } from '#client/lib/api-client.ts';

/** Every question's flag list: what a reply or a dismissal changes. */
export const questionFlagsRoot = ['flags', 'question'] as const;

const questionFlagsQueryOptions = (questionId: string) =>
  queryOptions({
    queryKey: [...questionFlagsRoot, questionId],
    queryFn: async () =>
      questionFlagListSchema.parse(
        await api<unknown>(`/api/questions/${encodeURIComponent(questionId)}/flags`),
      ),
    staleTime: 0,
  });

export function useQuestionFlags(questionId: string, enabled: boolean) {
  return useQuery({ ...questionFlagsQueryOptions(questionId), enabled });
}
