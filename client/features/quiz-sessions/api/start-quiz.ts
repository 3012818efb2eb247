// POST /api/quiz-sessions: the server picks and issues the questions [000 §4]; a shared quiz
// starts here too (ADR 025).
import { useMutation } from '@tanstack/react-query';
import type { StartQuizInput } from '#shared/contract/quiz.ts';
import { api } from '#client/lib/api-client.ts';
import { readStartQuizResponse } from './start-quiz-reader.ts';

// Read without Zod: /answer's first load would otherwise build the quiz contracts for it
// (issue 11, ADR 044).
export async function startQuiz(input: StartQuizInput) {
  const response = readStartQuizResponse(await api<unknown>('/api/quiz-sessions', { body: input }));
  // as the schema's parse did: a response off the contract fails the start
  if (!response) throw new Error('POST /api/quiz-sessions: not the start response contract');
  return response;
}

export function useStartQuiz() {
  return useMutation({ mutationFn: startQuiz });
}
