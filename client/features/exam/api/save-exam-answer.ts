// PUT /api/quiz-sessions/:id/exam-answers/:questionId: one question's answer and mark, saved as it
// is given (ADR 036), so the server can submit the exam on time without this tab. 409 once the
// time (and the grace) ran out or the exam was submitted. Used by use-exam-progress.ts only.
import type { SaveExamAnswerInput } from '#shared/contract/exam.ts';
import { api } from '#client/lib/api-client.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';

export async function saveExamAnswer(
  sessionId: string,
  questionId: string,
  body: SaveExamAnswerInput,
): Promise<void> {
  const [json, { exam }] = await Promise.all([
    api<unknown>(
      `/api/quiz-sessions/${encodeURIComponent(sessionId)}/exam-answers/${encodeURIComponent(questionId)}`,
      { method: 'PUT', body },
    ),
    loadQuizContracts(),
  ]);
  exam.saveExamAnswerResponseSchema.parse(json);
}
