// PUT /api/questions/:id → {id}: the author saves an edit (text, answers, correct answer,
// explanation, reference and topics in one go).
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { QuestionInput } from '#shared/contract/questions.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { questionsKey } from './my-questions.ts';

const updatedSchema = z.object({ id: z.string() });

async function updateQuestion({ id, input }: { id: string; input: QuestionInput }) {
  return updatedSchema.parse(
    await api<unknown>(`/api/questions/${encodeURIComponent(id)}`, { method: 'PUT', body: input }),
  );
}

export function useUpdateQuestion() {
  return useMutation({
    mutationFn: updateQuestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey }),
  });
}
