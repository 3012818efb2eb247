// POST /api/quiz-sessions: the server picks and issues the questions [000 §4]; a shared quiz
// starts here too (ADR 025).
import { useMutation } from '@tanstack/react-query';
import { startQuizResponseSchema, type StartQuizInput } from '#shared/contract/quiz.ts';
import { api } from '#client/lib/api-client.ts';

export async function startQuiz(input: StartQuizInput) {
  return startQuizResponseSchema.parse(await api<unknown>('/api/quiz-sessions', { body: input }));
}

export function useStartQuiz() {
  return useMutation({ mutationFn: startQuiz });
}
