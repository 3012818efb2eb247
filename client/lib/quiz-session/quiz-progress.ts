// A quiz's progress on the server (ADR 075, [product#progress-per-answer, #tutor-mode]): each
// answer saved as it is given, a tutor quiz's check of one question, and the open session read
// back to resume it on this device. A visitor proves the session is theirs with its claim token,
// in a header (never in the URL).
import type { SaveQuizAnswerInput, CheckQuestionInput } from '#shared/contract/quiz-progress.ts';
import type { QuestionResult } from '#shared/contract/quiz.ts';
import { claimTokenHeader } from '#shared/contract/claim-token.ts';
import { api } from '#client/lib/api-client.ts';
import { loadQuizContracts } from './quiz-contracts.ts';

const sessionPath = (sessionId: string) => `/api/quiz-sessions/${encodeURIComponent(sessionId)}`;
const answerPath = (sessionId: string, questionId: string) =>
  `${sessionPath(sessionId)}/answers/${encodeURIComponent(questionId)}`;
const claimHeaders = (claimToken: string | null): Record<string, string> =>
  claimToken ? { [claimTokenHeader]: claimToken } : {};

/** PUT …/answers/:questionId: the question's whole answer as it stands (null clears it). */
export async function saveQuizAnswer(
  sessionId: string,
  questionId: string,
  body: SaveQuizAnswerInput,
  claimToken: string | null,
): Promise<void> {
  const [json, { progress }] = await Promise.all([
    api<unknown>(answerPath(sessionId, questionId), {
      method: 'PUT',
      body,
      headers: claimHeaders(claimToken),
    }),
    loadQuizContracts(),
  ]);
  progress.saveQuizAnswerResponseSchema.parse(json);
}

/** POST …/answers/:questionId/check (tutor quizzes): the answer is locked, its result returned. */
export async function checkQuizQuestion(
  sessionId: string,
  questionId: string,
  body: CheckQuestionInput,
  claimToken: string | null,
): Promise<QuestionResult> {
  const [json, { progress }] = await Promise.all([
    api<unknown>(`${answerPath(sessionId, questionId)}/check`, {
      body,
      headers: claimHeaders(claimToken),
    }),
    loadQuizContracts(),
  ]);
  return progress.checkQuestionResponseSchema.parse(json).result;
}

/** GET /api/quiz-sessions/:id: the open session with its saved answers; 409 once finished. */
export async function fetchOpenSession(sessionId: string, claimToken: string | null) {
  const [json, { progress }] = await Promise.all([
    api<unknown>(sessionPath(sessionId), { headers: claimHeaders(claimToken) }),
    loadQuizContracts(),
  ]);
  return progress.openSessionResponseSchema.parse(json).session;
}
