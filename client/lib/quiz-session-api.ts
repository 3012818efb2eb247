// The quiz-session API as the client calls it: POST /api/quiz-sessions starts any quiz (the
// server issues the questions), POST /api/quiz-sessions/:id/complete checks and saves the whole
// quiz once (a retry with the same id is safe). Used by /answer and by /take-quiz (ADR 025).
import {
  quizResultSchema,
  startQuizResponseSchema,
  type CompleteQuizInput,
  type StartQuizInput,
} from '#shared/contract/quiz.ts';
import { api } from './api-client.ts';

export async function startQuizSession(input: StartQuizInput) {
  return startQuizResponseSchema.parse(await api<unknown>('/api/quiz-sessions', { body: input }));
}

export async function completeQuizSession({
  sessionId,
  ...body
}: CompleteQuizInput & { sessionId: string }) {
  return quizResultSchema.parse(
    await api<unknown>(`/api/quiz-sessions/${encodeURIComponent(sessionId)}/complete`, { body }),
  );
}
