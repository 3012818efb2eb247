// What completing and claiming a session share: who may act on it, where its answers are
// recorded from, and the result as it is summed up and shown again.
import type { quizSessions } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { presentStoredResults } from '#server/features/questions/question-presenter.ts';
import { loadPeerStats } from '#server/features/questions/peer-stats.ts';
import type { RecordContext } from '#server/features/points/answers-and-nectar.ts';
import type { QuestionResult, QuizResult } from '#shared/contract/quiz.ts';
import { percent } from '#shared/domain/scoring.ts';
import { claimTokenMatches } from './claim-token.ts';
import { examPercentile } from './exam-summary.ts';

export const quizNotFound = () => notFound('No quiz data found');

export type SessionRow = typeof quizSessions.$inferSelect;

/** The caller may act on this session: its owner, or the visitor holding the claim token. */
export function assertAccess(
  session: SessionRow,
  userId: string | null,
  claimToken: string | undefined,
) {
  if (session.userId !== null) {
    if (session.userId !== userId) throw quizNotFound();
    return;
  }
  if (!claimTokenMatches(claimToken, session.claimTokenHash)) throw quizNotFound();
}

export const recordContext = (session: SessionRow): RecordContext => ({
  source: session.quizType === 'shared-quiz' ? 'shared-quiz' : 'quiz',
  quizSessionId: session.id,
});

export function summarise(
  session: SessionRow,
  results: QuestionResult[],
  saved: boolean,
  viewerId: string | null,
): QuizResult {
  const correctAnswers = results.filter((r) => r.isCorrect).length;
  return {
    sessionId: session.id,
    quizType: session.quizType,
    topicId: session.topicId,
    totalQuestions: session.totalQuestions,
    correctAnswers,
    scorePercentage: percent(correctAnswers, session.totalQuestions),
    pointsEarned: results.reduce((sum, r) => sum + r.points, 0),
    isRevision: viewerId !== null && results.length > 0 && results.every((r) => r.ownQuestion),
    saved,
    completedAt: new Date().toISOString(),
    results,
  };
}

/**
 * A completed session's result as it may be shown again (see presentStoredResults). Shared-quiz
 * attempts moved from public_quiz_attempts (ADR 025) kept no result to show.
 * - `replay`: a repeated completion (a double tap, a retry) gets the very result it got the first
 *   time, peer statistics included: a retry must never see a different answer.
 * - `read`: reading the result later shows the peer statistics of today for its owner (ADR 032),
 *   and an exam's percentile of today (ADR 036).
 */
export async function storedResult(
  db: Executor,
  session: SessionRow,
  purpose: 'replay' | 'read',
): Promise<QuizResult> {
  const stored = session.result;
  if (!stored) throw new AppError('NOT_FOUND', 404, 'Failed to load results');
  const live =
    purpose === 'read'
      ? await loadPeerStats(
          db,
          stored.results.filter((r) => r.correctAnswer !== null).map((r) => r.questionId),
          session.userId,
        )
      : null;
  const results = presentStoredResults(stored.results, live);
  if (!stored.exam || purpose === 'replay') return { ...stored, results };
  // Read later, an exam's standing is among the sittings of the last 90 days as of today.
  const standing = await examPercentile(db, session, stored.correctAnswers);
  return { ...stored, results, exam: { ...stored.exam, ...standing } };
}
