// Answers and nectar: the one module that records a checked answer and moves points. Every
// answering path (quiz completion, linking a visitor's attempts, a shared question, a shared
// quiz) calls recordAnswers; writing and deleting a question call awardPoints. In the caller's
// transaction it writes the answer log, the per-question status, the profile counters and the
// ledger (ADR 010; decisions.md "Points"). Nothing else changes a user's nectar.
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '#server/db/client.ts';
import {
  pointEvents,
  userAnswers,
  userQuestionStatus,
  type AnswerSource,
  type PointReason,
} from '#server/db/schema/index.ts';
import { countFirstAttempts } from '#server/features/questions/peer-stats.ts';
import type { Confidence } from '#shared/contract/confidence.ts';
import type { OptionId } from '#shared/contract/question-view.ts';
import { scheduleReviews } from '#server/features/review/review-schedule.ts';

/** First key of the answerer's advisory lock (the second is the user id's hash). */
const answerLockNamespace = 11_043;

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

/** How much each profile moves: the answerer's counters and anyone's nectar. */
interface ProfileDelta {
  answersTotal: number;
  answersCorrect: number;
  questionsAnswered: number;
  points: number;
}

const noDelta = (): ProfileDelta => ({
  answersTotal: 0,
  answersCorrect: 0,
  questionsAnswered: 0,
  points: 0,
});

/**
 * Writes the ledger rows in the caller's transaction. Each award has a unique key, so writing it
 * twice (a retry, a double click, two concurrent requests) inserts nothing the second time.
 * Returns the rows that were new (the others were already awarded), with their deltas.
 */
async function insertAwards(tx: Executor, awards: Award[]) {
  if (awards.length === 0) return [];
  return tx
    .insert(pointEvents)
    .values(awards)
    .onConflictDoNothing({ target: pointEvents.awardKey })
    .returning({
      userId: pointEvents.userId,
      delta: pointEvents.delta,
      awardKey: pointEvents.awardKey,
    });
}

/**
 * Moves every changed profile in one statement, after locking them all in one order: concurrent
 * recordings that share an author (or two users answering each other's questions) wait for each
 * other here instead of deadlocking. Called last, so the profile locks, which every completion
 * of the same authors' questions needs, are held only from here to the commit (ADR 043).
 */
async function moveProfiles(tx: Executor, deltas: Map<string, ProfileDelta>): Promise<void> {
  if (deltas.size === 0) return;
  const rows = [...deltas].map(
    ([id, d]) =>
      sql`(${id}::text, ${d.answersTotal}::int, ${d.answersCorrect}::int, ${d.questionsAnswered}::int, ${d.points}::int)`,
  );
  // One statement: the CTE locks the rows in id order as the update reads it.
  await tx.execute(sql`
    with d(id, answers_total, answers_correct, questions_answered, points) as (
      values ${sql.join(rows, sql`, `)}
    ), locked as materialized (
      select id from profiles
      where id in (${sql.join(
        [...deltas.keys()].map((id) => sql`${id}`),
        sql`, `,
      )})
      order by id for update
    )
    update profiles p set
      answers_total = p.answers_total + d.answers_total,
      answers_correct = p.answers_correct + d.answers_correct,
      questions_answered = p.questions_answered + d.questions_answered,
      points = p.points + d.points,
      -- what this user's cached reads depend on has changed (ADR 050): bumped here, in the one
      -- profile update every recording and award already makes, not by an extra statement
      stats_version = nextval('read_version_seq'),
      updated_at = now()
    from locked join d on d.id = locked.id
    where p.id = locked.id`);
}

/** Adds each new ledger row's delta to its user's profile delta. */
function addPoints(
  deltas: Map<string, ProfileDelta>,
  inserted: { userId: string; delta: number }[],
): void {
  for (const row of inserted) {
    const d = deltas.get(row.userId) ?? noDelta();
    d.points += row.delta;
    deltas.set(row.userId, d);
  }
}

/** One award outside answering (writing or deleting a question); false if it had been given
 * before. */
export async function awardPoints(tx: Executor, award: Award): Promise<boolean> {
  const inserted = await insertAwards(tx, [award]);
  const deltas = new Map<string, ProfileDelta>();
  addPoints(deltas, inserted);
  await moveProfiles(tx, deltas);
  return inserted.length === 1;
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
  if (answers.length === 0) {
    // A quiz completed (or claimed) with nothing answered still counts among the user's
    // completed quizzes: their cached reads' version moves all the same (ADR 050), in the same
    // place and lock order as a recording with answers.
    await moveProfiles(tx, new Map([[userId, noDelta()]]));
    return new Set();
  }

  // One user's recordings (two tabs, a claim beside a completion) run one after another: the
  // review cards are read, moved and written back. A lock on the answerer alone (namespace
  // answerLockNamespace), not on profiles: the profiles are locked last (moveProfiles), so that
  // the authors' rows, which every completion of their questions needs, are held only briefly.
  await tx.execute(sql`select pg_advisory_xact_lock(${answerLockNamespace}, hashtext(${userId}))`);

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
  const inserted = await insertAwards(tx, awards);

  const deltas = new Map<string, ProfileDelta>([
    [
      userId,
      {
        answersTotal: answers.length,
        answersCorrect: correct,
        questionsAnswered: firstAttempts,
        points: 0,
      },
    ],
  ]);
  addPoints(deltas, inserted);
  // Peer statistics (ADR 032): others' first attempts, counted with the answer. Last but for the
  // profiles, like them: a question's counter row is one row for everyone who answers it (a
  // shared question's for a whole class at once), locked from here to the commit, so it must
  // not be held while the rest of the recording runs (ADR 052; it measured 580 ms of waiting per
  // check of one shared question under load). Both take their rows in one order: no deadlock.
  await countFirstAttempts(tx, userId, answers);
  await moveProfiles(tx, deltas);

  const awarded = new Set(inserted.map((row) => row.awardKey));
  return new Set(
    answers
      .filter((a) => awarded.has(`first-correct:${userId}:${a.questionId}`))
      .map((a) => a.questionId),
  );
}
