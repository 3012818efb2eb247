// Answers and nectar: the one module that records a checked answer and moves points. Every
// answering path (quiz completion, linking a visitor's attempts, a shared question, a shared
// quiz) calls recordAnswers; writing and deleting a question call awardPoints. In the caller's
// transaction it writes the answer log, the per-question status, the profile counters and the
// ledger (ADR 010; decisions.md "Points"). Nothing else changes a user's nectar.
import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '#server/db/client.ts';
import {
  pointEvents,
  profiles,
  userAnswers,
  userQuestionStatus,
  type AnswerSource,
  type PointReason,
} from '#server/db/schema/index.ts';
import { countFirstAttempts } from '#server/features/questions/peer-stats.ts';
import type { Confidence } from '#shared/contract/confidence.ts';
import type { OptionId } from '#shared/contract/question-view.ts';
import { scheduleReviews } from '#server/features/review/review-schedule.ts';

export interface Award {
  userId: string;
  delta: number;
  reason: PointReason;
  reference: string;
  /** unique per award, e.g. first-correct:{userId}:{questionId} */
  awardKey: string;
}

export interface CheckedAnswer {
  questionId: string;
  selectedAnswer: OptionId;
  isCorrect: boolean;
  /** the question's author */
  createdBy: string;
  /** how sure the user said they were (ADR 035); absent when they did not say */
  confidence?: Confidence;
}

export interface RecordContext {
  source: AnswerSource;
  quizSessionId?: string;
}

/**
 * Writes the ledger rows and moves each profile's points by the sum of its new rows, in the
 * caller's transaction. Each award has a unique key, so writing it twice (a retry, a double
 * click, two concurrent requests) inserts nothing the second time. Returns the award keys that
 * were new (the others were already awarded).
 */
async function awardPointsBatch(tx: Executor, awards: Award[]): Promise<Set<string>> {
  if (awards.length === 0) return new Set();
  const inserted = await tx
    .insert(pointEvents)
    .values(awards)
    .onConflictDoNothing({ target: pointEvents.awardKey })
    .returning({
      userId: pointEvents.userId,
      delta: pointEvents.delta,
      awardKey: pointEvents.awardKey,
    });

  const byUser = new Map<string, number>();
  for (const row of inserted) byUser.set(row.userId, (byUser.get(row.userId) ?? 0) + row.delta);
  // Same order in every transaction, so concurrent awards to the same creators cannot deadlock.
  for (const userId of [...byUser.keys()].sort()) {
    await tx
      .update(profiles)
      .set({ points: sql`${profiles.points} + ${byUser.get(userId)}`, updatedAt: new Date() })
      .where(inArray(profiles.id, [userId]));
  }
  return new Set(inserted.map((row) => row.awardKey));
}

/** One award outside answering (writing or deleting a question); false if it had been given
 * before. */
export async function awardPoints(tx: Executor, award: Award): Promise<boolean> {
  return (await awardPointsBatch(tx, [award])).size === 1;
}

/**
 * Records a signed-in user's checked answers. Returns the ids of the questions whose answer
 * earned the answerer a point now: correct, not their own question, and the first correct answer
 * they ever gave to it (decisions.md "Points"). Each other user's first answer to a question also
 * gives its author 1 nectar.
 */
export async function recordAnswers(
  tx: Tx,
  userId: string,
  answers: CheckedAnswer[],
  context: RecordContext,
): Promise<Set<string>> {
  if (answers.length === 0) return new Set();

  // Lock every profile this call may change (the answerer's counters, the authors' nectar) first
  // and in one order. Otherwise two users answering each other's questions at the same moment
  // each hold their own profile and wait for the other's: a deadlock, and one quiz is lost.
  // It also serialises one user's concurrent recordings (two tabs) before the status upsert.
  const involved = [...new Set([userId, ...answers.map((a) => a.createdBy)])];
  await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(inArray(profiles.id, involved))
    .orderBy(asc(profiles.id))
    .for('update');

  await tx.insert(userAnswers).values(
    answers.map((a) => ({
      userId,
      questionId: a.questionId,
      selectedAnswer: a.selectedAnswer,
      isCorrect: a.isCorrect,
      source: context.source,
      quizSessionId: context.quizSessionId ?? null,
      confidence: a.confidence ?? null,
    })),
  );

  // The latest state per question; xmax = 0 tells a new row (first attempt) from an update.
  const statuses = await tx
    .insert(userQuestionStatus)
    .values(
      answers.map((a) => ({
        userId,
        questionId: a.questionId,
        lastIsCorrect: a.isCorrect,
        lastSelectedAnswer: a.selectedAnswer,
        attempts: 1,
        correctAttempts: a.isCorrect ? 1 : 0,
        firstCorrectAt: a.isCorrect ? sql`now()` : null,
        lastAnsweredAt: sql`now()`,
      })),
    )
    .onConflictDoUpdate({
      target: [userQuestionStatus.userId, userQuestionStatus.questionId],
      set: {
        lastIsCorrect: sql`excluded.last_is_correct`,
        lastSelectedAnswer: sql`excluded.last_selected_answer`,
        attempts: sql`${userQuestionStatus.attempts} + 1`,
        correctAttempts: sql`${userQuestionStatus.correctAttempts} + excluded.correct_attempts`,
        firstCorrectAt: sql`coalesce(${userQuestionStatus.firstCorrectAt}, excluded.first_correct_at)`,
        lastAnsweredAt: sql`excluded.last_answered_at`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const firstAttempts = statuses.filter((r) => r.inserted).length;
  const correct = answers.filter((a) => a.isCorrect).length;

  // Peer statistics (ADR 032): others' first attempts, counted with the answer.
  await countFirstAttempts(tx, userId, answers);

  await tx
    .update(profiles)
    .set({
      answersTotal: sql`${profiles.answersTotal} + ${answers.length}`,
      answersCorrect: sql`${profiles.answersCorrect} + ${correct}`,
      questionsAnswered: sql`${profiles.questionsAnswered} + ${firstAttempts}`,
      updatedAt: new Date(),
    })
    .where(inArray(profiles.id, [userId]));

  // Spaced review (ADR 031): each answer moves the user's FSRS card of that question.
  await scheduleReviews(tx, userId, answers);

  const awards: Award[] = [];
  for (const a of answers) {
    if (a.createdBy === userId) continue; // own questions never earn nectar (revision)
    if (a.isCorrect) {
      awards.push({
        userId,
        delta: 1,
        reason: 'first-correct',
        reference: a.questionId,
        awardKey: `first-correct:${userId}:${a.questionId}`,
      });
    }
    awards.push({
      userId: a.createdBy,
      delta: 1,
      reason: 'question-attempted',
      reference: a.questionId,
      awardKey: `question-attempted:${userId}:${a.questionId}`,
    });
  }
  const awarded = await awardPointsBatch(tx, awards);
  return new Set(
    answers
      .filter((a) => awarded.has(`first-correct:${userId}:${a.questionId}`))
      .map((a) => a.questionId),
  );
}
