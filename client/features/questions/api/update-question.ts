// PUT /api/questions/:id → {id}: the author saves an edit (text, answers, correct answer,
// explanation, reference and topics in one go).
import { useMutation } from '@tanstack/react-query';
import type { QuestionInput } from '#shared/contract/questions.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { questionsKey } from './my-questions.ts';

async function updateQuestion({ id, input }: { id: string; input: QuestionInput }) {
  const [json, { savedQuestionSchema }] = await Promise.all([
    api<unknown>(`/api/questions/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
    import('./saved-question.ts'),
  ]);
  return savedQuestionSchema.parse(json);
}

export function useUpdateQuestion() {
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey }),
  });
}
