// POST /api/quiz-sessions: the server picks and issues the questions [product#quiz-selection]; a
// shared quiz starts here too (ADR 025).
import { useMutation } from '@tanstack/react-query';
import type { StartQuizInput } from '#shared/contract/quiz.ts';
import { api } from '#client/lib/api-client.ts';
import { loadQuizContracts } from './quiz-contracts.ts';

export async function startQuiz(input: StartQuizInput) {
  const [json, { quiz }] = await Promise.all([
    api<unknown>('/api/quiz-sessions', { body: input }),
    loadQuizContracts(),
  ]);
  return quiz.startQuizResponseSchema.parse(json);
}

export function useStartQuiz() {
  return useMutation({ mutationFn: startQuiz });
}
