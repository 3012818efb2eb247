// POST /api/questions → {id}: a new question, published at once, worth 5 nectar
// [product#authoring-flow].
import { useMutation } from '@tanstack/react-query';
import type { QuestionInput } from '#shared/contract/questions.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { questionsKey } from './my-questions.ts';
import { refreshSession } from '#client/lib/session.ts';

async function createQuestion(input: QuestionInput) {
  const [json, { savedQuestionSchema }] = await Promise.all([
    api<unknown>('/api/questions', { body: input }),
    import('./saved-question.ts'),
  ]);
  return savedQuestionSchema.parse(json);
}

export function useCreateQuestion() {
  return useMutation({
    mutationFn: createQuestion,
    onSuccess: () => {
      // The 5 nectar, My Questions and anything counting the trainee's questions changed.
      void refreshSession();
      void queryClient.invalidateQueries({ queryKey: questionsKey });
    },
  });
}
