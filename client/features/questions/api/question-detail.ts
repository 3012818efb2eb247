// GET /api/questions/:id → the author's own question, whole: the edit form and the preview.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { questionsKey } from './my-questions.ts';

async function fetchQuestionDetail(questionId: string) {
  // The contract (Zod) loads beside the request, not with Write Question's first script (ADR 044).
  const [json, { questionDetailSchema }] = await Promise.all([
    api<unknown>(`/api/questions/${encodeURIComponent(questionId)}`),
    import('#shared/contract/questions.ts'),
  ]);
  return questionDetailSchema.parse(json);
}

export const questionDetailQueryOptions = (questionId: string) =>
  queryOptions({
    queryKey: [...questionsKey, 'detail', questionId],
    queryFn: () => fetchQuestionDetail(questionId),
    // Always the saved version: an edit a moment ago must show.
    staleTime: 0,
  });

export const useQuestionDetail = (questionId: string) =>
  useQuery(questionDetailQueryOptions(questionId));
