// GET /api/quiz-sessions/:id/seen-answers (ADR 048): the answer keys a kept quiz may carry, for
// the questions its owner has already answered. The server decides which.
import { seenAnswersResponseSchema } from '#shared/contract/quiz.ts';
import { api } from '#client/lib/api-client.ts';

export async function fetchSeenAnswers(sessionId: string) {
  const url = `/api/quiz-sessions/${encodeURIComponent(sessionId)}/seen-answers`;
  return seenAnswersResponseSchema.parse(await api<unknown>(url)).answers;
}
