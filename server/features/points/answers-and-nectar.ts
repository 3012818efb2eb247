// Answers and nectar: the one module that records a checked answer and moves points. Every
// answering path (quiz completion, linking a visitor's attempts, a shared question, a shared
// quiz) calls recordAnswers; writing and deleting a question call awardPoints. In the caller's
// transaction it writes the answer log, the per-question status, the profile counters and the
// ledger (ADR 010; [product#nectar-and-honey-pots]). Nothing else changes a user's nectar.
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import type { AnswerSource, PointReason } from '#server/db/schema/index.ts';
import { countFirstAttempts } from './first-attempt-counts.ts';
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
  /**
   * a shared quiz's question left unanswered and checked as option a: it scores and earns like a
   * chosen a, but it was not answered, so it writes no status row (which opens the question's
   * thread, saving, flagging and offline key), no review card and no peer statistics (ADR 058)
   */
  defaulted?: boolean;
}

export interface RecordContext {
  source: AnswerSource;
  quizSessionId?: string;
}

/** How much each profile moves: the answerer's or writer's counters and anyone's nectar. */
interface ProfileDelta {
  answersTotal: number;
  answersCorrect: number;
  questionsAnswered: number;
  questionsWritten: number;
  points: number;
}

const noDelta = (): ProfileDelta => ({
  answersTotal: 0,
  answersCorrect: 0,
  questionsAnswered: 0,
  questionsWritten: 0,
  points: 0,
});

// The recording's statements are prepared once, with every list as one array parameter
// (db/prepared.ts): a completion runs each of them, and building them per call was a fifth of its
// Node time (docs/performance.md, "A completion's statements prepared once").
const p = sql.placeholder;

const insertAwardRows = preparedStatement<{ userId: string; delta: number; awardKey: string }>(sql`
  insert into point_events (user_id, delta, reason, reference, award_key)
  select * from unnest(${p('userIds')}::text[], ${p('deltas')}::int[], ${p('reasons')}::text[],
                       ${p('references')}::text[], ${p('awardKeys')}::text[])
  on conflict (award_key) do nothing
  returning user_id as "userId", delta, award_key as "awardKey"`);

const lockAnswerer = preparedStatement(
  sql`select pg_advisory_xact_lock(${answerLockNamespace}::int, hashtext(${p('userId')}::text))`,
);

const insertAnswers = preparedStatement(sql`
  insert into user_answers
    (user_id, question_id, selected_answer, is_correct, source, quiz_session_id, confidence,
     defaulted)
  select ${p('userId')}::text, a.question_id, a.selected_answer, a.is_correct, ${p('source')}::text,
         ${p('quizSessionId')}::uuid, a.confidence, a.defaulted
  from unnest(${p('questionIds')}::uuid[], ${p('selected')}::text[], ${p('isCorrect')}::boolean[],
              ${p('confidence')}::text[], ${p('defaulted')}::boolean[])
    as a(question_id, selected_answer, is_correct, confidence, defaulted)`);

// The latest state per question; xmax = 0 tells a new row (the user's first attempt at it) from
// an update.
const upsertStatuses = preparedStatement<{ questionId: string; inserted: boolean }>(sql`
  insert into user_question_status as s
    (user_id, question_id, last_is_correct, last_selected_answer, attempts, correct_attempts,
     first_correct_at, last_answered_at)
  select ${p('userId')}::text, a.question_id, a.is_correct, a.selected_answer, 1, a.is_correct::int,
         case when a.is_correct then now() end, now()
  from unnest(${p('questionIds')}::uuid[], ${p('selected')}::text[], ${p('isCorrect')}::boolean[])
    as a(question_id, selected_answer, is_correct)
  on conflict (user_id, question_id) do update set
    last_is_correct = excluded.last_is_correct,
    last_selected_answer = excluded.last_selected_answer,
    attempts = s.attempts + 1,
    correct_attempts = s.correct_attempts + excluded.correct_attempts,
    first_correct_at = coalesce(s.first_correct_at, excluded.first_correct_at),
    last_answered_at = excluded.last_answered_at
  returning question_id as "questionId", (xmax = 0) as inserted`);

/**
 * Writes the ledger rows in the caller's transaction. Each award has a unique key, so writing it
 * twice (a retry, a double click, two concurrent requests) inserts nothing the second time.
 * Returns the rows that were new (the others were already awarded), with their deltas.
 */
async function insertAwards(tx: Executor, awards: Award[]) {
  if (awards.length === 0) return [];
  return insertAwardRows(tx, {
    userIds: awards.map((a) => a.userId),
    deltas: awards.map((a) => a.delta),
    reasons: awards.map((a) => a.reason),
    references: awards.map((a) => a.reference),
    awardKeys: awards.map((a) => a.awardKey),
  });
}

// One statement: the CTE locks the rows in id order as the update reads it.
const updateProfiles = preparedStatement(sql`
  with d(id, answers_total, answers_correct, questions_answered, questions_written, points) as (
    select * from unnest(${p('ids')}::text[], ${p('answersTotal')}::int[],
                         ${p('answersCorrect')}::int[], ${p('questionsAnswered')}::int[],
                         ${p('questionsWritten')}::int[], ${p('points')}::int[])
  ), locked as materialized (
    select id from profiles where id = any(${p('ids')}::text[]) order by id for update
  )
  update profiles p set
    answers_total = p.answers_total + d.answers_total,
    answers_correct = p.answers_correct + d.answers_correct,
    questions_answered = p.questions_answered + d.questions_answered,
    -- never below 0: a question deleted takes one back from what may be a restored count
    questions_written = greatest(p.questions_written + d.questions_written, 0),
    points = p.points + d.points,
    -- what this user's cached reads depend on has changed (ADR 050): bumped here, in the one
    -- profile update every recording and award already makes, not by an extra statement
    stats_version = nextval('read_version_seq'),
    updated_at = now()
  from locked join d on d.id = locked.id
  where p.id = locked.id`);

/**
 * Moves every changed profile in one statement, after locking them all in one order: concurrent
 * recordings that share an author (or two users answering each other's questions) wait for each
 * other here instead of deadlocking. Called last, so the profile locks, which every completion
 * of the same authors' questions needs, are held only from here to the commit (ADR 043).
 */
async function moveProfiles(tx: Executor, deltas: Map<string, ProfileDelta>): Promise<void> {
  if (deltas.size === 0) return;
  const moves = [...deltas.values()];
  await updateProfiles(tx, {
    ids: [...deltas.keys()],
    answersTotal: moves.map((d) => d.answersTotal),
    answersCorrect: moves.map((d) => d.answersCorrect),
    questionsAnswered: moves.map((d) => d.questionsAnswered),
    questionsWritten: moves.map((d) => d.questionsWritten),
    points: moves.map((d) => d.points),
  });
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

/**
 * One award outside answering (writing or deleting a question), moving the awarded user's
 * questions-written counter in the same profile update; false if the award had been given
 * before (the counter moves all the same).
 */
export async function awardPoints(
  tx: Executor,
  award: Award,
  { questionsWritten = 0 }: { questionsWritten?: number } = {},
): Promise<boolean> {
  const inserted = await insertAwards(tx, [award]);
  const deltas = new Map<string, ProfileDelta>([
    [award.userId, { ...noDelta(), questionsWritten }],
  ]);
  addPoints(deltas, inserted);
  await moveProfiles(tx, deltas);
  return inserted.length === 1;
}

/**
 * Records a signed-in user's checked answers. Returns the ids of the questions whose answer
 * earned the answerer a point now: correct, not their own question, and the first correct answer
 * they ever gave to it ([product#nectar-and-honey-pots]). Each other user's first answer to a
 * question also gives its author 1 nectar.
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
  await lockAnswerer(tx, { userId });

  await insertAnswers(tx, {
    userId,
    source: context.source,
    quizSessionId: context.quizSessionId ?? null,
    questionIds: answers.map((a) => a.questionId),
    selected: answers.map((a) => a.selectedAnswer),
    isCorrect: answers.map((a) => a.isCorrect),
    confidence: answers.map((a) => a.confidence ?? null),
    defaulted: answers.map((a) => a.defaulted ?? false),
  });
  // What the user answered themselves: only that says they met the question (ADR 058).
  const chosen = answers.filter((a) => !a.defaulted);
  const statuses =
    chosen.length === 0
      ? []
      : await upsertStatuses(tx, {
          userId,
          questionIds: chosen.map((a) => a.questionId),
          selected: chosen.map((a) => a.selectedAnswer),
          isCorrect: chosen.map((a) => a.isCorrect),
        });
  const firsts = new Set(statuses.filter((r) => r.inserted).map((r) => r.questionId));
  const firstAttempts = firsts.size;
  const correct = answers.filter((a) => a.isCorrect).length;

  // Spaced review (ADR 031): each answer moves the user's FSRS card of that question.
  await scheduleReviews(tx, userId, chosen);

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
        questionsWritten: 0,
        points: 0,
      },
    ],
  ]);
  addPoints(deltas, inserted);
  // Peer statistics (ADR 032): others' first attempts, counted with the answer. Last but for the
  // profiles, like them: a question's counter row is one row for everyone who answers it (a
  // shared question's for a whole class at once), locked from here to the commit, so it must
  // not be held while the rest of the recording runs (ADR 074). Both take their rows in one
  // order: no deadlock.
  await countFirstAttempts(
    tx,
    userId,
    chosen.filter((a) => firsts.has(a.questionId)),
  );
  await moveProfiles(tx, deltas);

  const awarded = new Set(inserted.map((row) => row.awardKey));
  return new Set(
    answers
      .filter((a) => awarded.has(`first-correct:${userId}:${a.questionId}`))
      .map((a) => a.questionId),
  );
}
