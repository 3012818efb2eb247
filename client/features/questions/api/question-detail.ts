// GET /api/questions/:id → the author's own question, whole: the edit form and the preview.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionDetailSchema } from '#shared/contract/questions.ts';
import { api } from '#client/lib/api-client.ts';
import { questionsKey } from './my-questions.ts';

async function fetchQuestionDetail(questionId: string) {
  return questionDetailSchema.parse(
    await api<unknown>(`/api/questions/${encodeURIComponent(questionId)}`),
  );
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
