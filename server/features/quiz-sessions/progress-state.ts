// A quiz's saved answers as the server holds them (ADR 075): what a save or a check leaves in
// quiz_sessions.progress, and what a completion scores, the saved answers with the sent ones over
// them, except a tutor session's checked answer, which nothing changes.
import type { SavedAnswer, SessionProgress } from '#server/db/schema/index.ts';
import type { Confidence } from '#shared/contract/confidence.ts';
import type { OptionId } from '#shared/contract/question-view.ts';
import { withStruck } from '#shared/contract/strike-out.ts';
import type { SessionRow } from './session-result.ts';

export const savedAnswers = (session: SessionRow): Record<string, SavedAnswer> =>
  session.progress?.answers ?? {};

/** A question's struck-out options as saved (ADR 079), in a b c d order; none: empty. */
export const savedStruck = (session: SessionRow, questionId: string): OptionId[] =>
  session.progress?.struck?.[questionId] ?? [];

/**
 * The progress with this question's answer (null: removed) and struck options replaced; null
 * when nothing is left, so that only a quiz with something saved is in the open-progress index.
 */
export function withAnswer(
  session: SessionRow,
  questionId: string,
  answer: SavedAnswer | null,
  struck: readonly OptionId[],
): SessionProgress | null {
  const answers = { ...savedAnswers(session) };
  if (answer === null) delete answers[questionId];
  else answers[questionId] = answer;
  const struckMap = withStruck(session.progress?.struck, questionId, struck);
  if (Object.keys(struckMap).length === 0) {
    return Object.keys(answers).length === 0 ? null : { answers };
  }
  return { answers, struck: struckMap };
}

export const sameAnswer = (a: SavedAnswer | undefined, b: SavedAnswer | null) =>
  (a ?? null) === b ||
  (a !== undefined &&
    b !== null &&
    a.selectedAnswer === b.selectedAnswer &&
    a.confidence === b.confidence &&
    a.checked === b.checked);

/**
 * What a completion scores [product#progress-per-answer]: every saved answer, and each sent one
 * over it (it is the latest), keeping the confidence saved with the same option when none is
 * sent. A checked answer [product#tutor-mode] stays as it was checked, whatever is sent.
 */
export function mergeSavedAnswers(
  session: SessionRow,
  sent: Map<string, OptionId>,
  sentConfidence: Map<string, Confidence>,
): { chosen: Map<string, OptionId>; confidence: Map<string, Confidence> } {
  const saved = savedAnswers(session);
  const chosen = new Map<string, OptionId>();
  const confidence = new Map<string, Confidence>();
  for (const [questionId, answer] of Object.entries(saved)) {
    chosen.set(questionId, answer.selectedAnswer);
    if (answer.confidence) confidence.set(questionId, answer.confidence);
  }
  for (const [questionId, selected] of sent) {
    const kept = saved[questionId];
    if (kept?.checked) continue;
    chosen.set(questionId, selected);
    const rated = sentConfidence.get(questionId);
    if (rated) confidence.set(questionId, rated);
    else if (kept?.selectedAnswer !== selected) confidence.delete(questionId);
  }
  return { chosen, confidence };
}
