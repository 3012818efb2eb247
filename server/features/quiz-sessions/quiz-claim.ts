// After sign-up or sign-in: a visitor's completed attempts become the new account's, their
// answers and nectar credited once ([product#visitor-attempts]).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { quizSessions } from '#server/db/schema/index.ts';
import { recordAnswers } from '#server/features/points/answers-and-nectar.ts';
import { claimTokenMatches } from './claim-token.ts';
import { recordContext, summarise } from './session-result.ts';

/** Unclaimed visitor attempts can be linked for 7 days ([product#visitor-attempts]). */
export const claimWindowDays = 7;

/**
 * Links a visitor's completed attempts to the signed-in user, crediting answers and nectar once.
 * Only unclaimed attempts with the matching token, completed within the claim window, qualify.
 */
export async function claimAttempts(
  db: Database,
  userId: string,
  attempts: { id: string; claimToken: string }[],
): Promise<{ linked: string[]; rejected: string[]; pointsEarned: number }> {
  const linked: string[] = [];
  const rejected: string[] = [];
  let pointsEarned = 0;
  for (const attempt of attempts) {
    const points = await db.transaction(async (tx) => {
      const [session] = await tx
        .select()
        .from(quizSessions)
        .where(
          and(
            eq(quizSessions.id, attempt.id),
            isNull(quizSessions.userId),
            isNull(quizSessions.claimedAt),
            gt(quizSessions.createdAt, sql`now() - make_interval(days => ${claimWindowDays})`),
          ),
        )
        .for('update');
      if (!session?.completedAt || !claimTokenMatches(attempt.claimToken, session.claimTokenHash)) {
        return null;
      }
      const stored = session.result;
      if (!stored) return null;
      // Credit exactly what the visitor was shown, even if an author edited a question since.
      const earned = await recordAnswers(
        tx,
        userId,
        stored.results.flatMap((r) =>
          r.selectedAnswer === null
            ? []
            : [
                {
                  questionId: r.questionId,
                  selectedAnswer: r.selectedAnswer,
                  isCorrect: r.isCorrect,
                  createdBy: r.createdBy,
                  // a shared quiz's unanswered question: scored as a, its key withheld (ADR 058)
                  defaulted: r.correctAnswer === null,
                },
              ],
        ),
        recordContext(session),
      );
      const result = summarise(
        session,
        stored.results.map((r) => ({
          ...r,
          points: earned.has(r.questionId) ? 1 : 0,
          ownQuestion: r.createdBy === userId,
        })),
        true,
        userId,
      );
      await tx
        .update(quizSessions)
        .set({
          userId,
          claimedAt: new Date(),
          claimTokenHash: null,
          pointsEarned: result.pointsEarned,
          correctAnswers: result.correctAnswers,
          scorePercentage: result.scorePercentage,
          result: { ...result, completedAt: stored.completedAt },
        })
        .where(eq(quizSessions.id, session.id));
      return result.pointsEarned;
    });
    if (points === null) rejected.push(attempt.id);
    else {
      linked.push(attempt.id);
      pointsEarned += points;
    }
  }
  return { linked, rejected, pointsEarned };
}
