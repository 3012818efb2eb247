// GET /api/quiz-sessions/:id/seen-answers (ADR 048): the answer keys a kept quiz may carry, for
// the questions its owner has already answered. The server decides which. The contract loads
// beside the request: the offline modules are imported by /answer, whose first script has no Zod
// (ADR 044).
import { api } from '#client/lib/api-client.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';

export async function fetchSeenAnswers(sessionId: string) {
  const url = `/api/quiz-sessions/${encodeURIComponent(sessionId)}/seen-answers`;
  const [json, { quiz }] = await Promise.all([api<unknown>(url), loadQuizContracts()]);
  return quiz.seenAnswersResponseSchema.parse(json).answers;
}
