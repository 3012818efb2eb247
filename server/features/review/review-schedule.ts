// Spaced review (ADR 031): one FSRS card per (user, question), moved by ts-fsrs with every
// recorded answer, and "due" read from it. recordAnswers (points/answers-and-nectar.ts) calls
// scheduleReviews in its transaction; the due quiz (quiz-sessions) and the due counts (stats)
// read through dueQuestionIds and dueCounts, so all three share one meaning of "due".
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { createEmptyCard, fsrs, Rating, type Card, type Grade, type State } from 'ts-fsrs';
import type { Executor } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import type { Confidence } from '#shared/contract/confidence.ts';
import { questionTopics, questions, reviewCards } from '#server/db/schema/index.ts';
import type { DueCounts } from '#shared/contract/stats.ts';
import { notHeldByFlags } from '#server/features/flags/flag-hold.ts';

/**
 * Day-based scheduling: no same-day learning steps (enable_short_term off), so a wrong answer
 * comes back the next day and a right one a few days later, not in 1 and 10 minutes. No fuzz:
 * the same answers give the same schedule (and tests can rely on it).
 */
export const scheduler = fsrs({ enable_short_term: false, enable_fuzz: false });

export interface ReviewedAnswer {
  questionId: string;
  isCorrect: boolean;
  /** the question's author: own questions are never scheduled */
  createdBy: string;
  confidence?: Confidence;
}

/**
 * The FSRS grade of an answer (ADR 035). Incorrect is Again whatever the user said: a confident
 * miss is still a lapse. A correct answer is Good when unrated, Easy when the user was sure, and
 * Hard when they were unsure or guessed: a lucky guess says little about memory, so the question
 * comes back sooner than after a plain correct answer.
 */
export function ratingFor(isCorrect: boolean, confidence?: Confidence): Grade {
  if (!isCorrect) return Rating.Again;
  if (confidence === 'sure') return Rating.Easy;
  if (confidence === 'unsure' || confidence === 'guess') return Rating.Hard;
  return Rating.Good;
}

/** A card as read for scheduling (the columns of review_cards; `due` null: no card yet). */
interface CardRow {
  questionId: string;
  due: Date | null;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

function toCard(row: CardRow & { due: Date }): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    last_review: row.lastReview ?? undefined,
  };
}

// The recording's two statements, prepared once with the lists as arrays (db/prepared.ts).
const p = sql.placeholder;

/** The answered questions that are still live, each with the user's card when they have one. */
const readCards = preparedStatement<CardRow>(sql`
  select q.id as "questionId", c.due, c.stability, c.difficulty, c.elapsed_days as "elapsedDays",
         c.scheduled_days as "scheduledDays", c.learning_steps as "learningSteps", c.reps,
         c.lapses, c.state, c.last_review as "lastReview"
  from questions q
  left join review_cards c on c.user_id = ${p('userId')}::text and c.question_id = q.id
  where q.id = any(${p('questionIds')}::uuid[]) and q.deleted_at is null`);

const writeCards = preparedStatement(sql`
  insert into review_cards as c
    (user_id, question_id, due, stability, difficulty, elapsed_days, scheduled_days,
     learning_steps, reps, lapses, state, last_review)
  select ${p('userId')}::text, * from unnest(
    ${p('questionIds')}::uuid[], ${p('due')}::timestamptz[], ${p('stability')}::float8[],
    ${p('difficulty')}::float8[], ${p('elapsedDays')}::int[], ${p('scheduledDays')}::int[],
    ${p('learningSteps')}::int[], ${p('reps')}::int[], ${p('lapses')}::int[],
    ${p('state')}::smallint[], ${p('lastReview')}::timestamptz[])
  on conflict (user_id, question_id) do update set
    due = excluded.due,
    stability = excluded.stability,
    difficulty = excluded.difficulty,
    elapsed_days = excluded.elapsed_days,
    scheduled_days = excluded.scheduled_days,
    learning_steps = excluded.learning_steps,
    reps = excluded.reps,
    lapses = excluded.lapses,
    state = excluded.state,
    last_review = excluded.last_review`);

/**
 * Moves the user's card of each answered question by one FSRS review, in the caller's
 * transaction (recordAnswers holds the answerer's advisory lock, so one user's recordings are
 * serialised). Own questions and deleted questions are skipped.
 */
export async function scheduleReviews(
  tx: Executor,
  userId: string,
  answers: ReviewedAnswer[],
  now: Date = new Date(),
): Promise<void> {
  const candidates = answers.filter((a) => a.createdBy !== userId);
  if (candidates.length === 0) return;
  const rows = await readCards(tx, { userId, questionIds: candidates.map((a) => a.questionId) });
  if (rows.length === 0) return;
  const cards = new Map(
    rows.map((row) => [row.questionId, row.due ? toCard({ ...row, due: row.due }) : undefined]),
  );
  const moved = new Map<string, Card>();
  for (const answer of candidates) {
    if (!cards.has(answer.questionId)) continue; // deleted
    const before =
      moved.get(answer.questionId) ?? cards.get(answer.questionId) ?? createEmptyCard<Card>(now);
    const rating = ratingFor(answer.isCorrect, answer.confidence);
    moved.set(answer.questionId, scheduler.next(before, now, rating).card);
  }

  const written = [...moved];
  const column = <T>(f: (card: Card) => T) => written.map(([, card]) => f(card));
  await writeCards(tx, {
    userId,
    questionIds: written.map(([questionId]) => questionId),
    due: column((c) => c.due),
    stability: column((c) => c.stability),
    difficulty: column((c) => c.difficulty),
    elapsedDays: column((c) => c.elapsed_days),
    scheduledDays: column((c) => c.scheduled_days),
    learningSteps: column((c) => c.learning_steps),
    reps: column((c) => c.reps),
    lapses: column((c) => c.lapses),
    state: column((c) => c.state),
    lastReview: column((c) => c.last_review ?? null),
  });
}

/** The end of today in New Zealand (ADR 012): a card due before it is "due today". A scalar
 * subquery, so PostgreSQL computes it once per statement (an InitPlan): as a plain expression it
 * was recomputed for each of a heavy user's 3,000 cards, local time back to UTC each time: half
 * of the due counts' PostgreSQL CPU (ADR 043). */
const endOfNzToday = sql`(select (date_trunc('day', now() at time zone 'Pacific/Auckland') + interval '1 day') at time zone 'Pacific/Auckland')`;

/** The user's schedulable cards: live, published questions written by someone else, not held
 * out by flags (ADR 039: a held card waits, still due, until its author acts). */
function scheduledFor(userId: string): SQL {
  return and(
    eq(reviewCards.userId, userId),
    isNull(questions.deletedAt),
    eq(questions.isPublished, true),
    ne(questions.createdBy, userId),
    notHeldByFlags(questions.id),
  )!;
}

/** The questions due today, oldest due first (ties by id, so the order is stable). */
export async function dueQuestionIds(
  db: Executor,
  userId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: reviewCards.questionId })
    .from(reviewCards)
    .innerJoin(questions, eq(questions.id, reviewCards.questionId))
    .where(and(scheduledFor(userId), sql`${reviewCards.due} < ${endOfNzToday}`))
    .orderBy(reviewCards.due, reviewCards.questionId)
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * How many questions are due today, per topic, and when the next one falls due otherwise. One
 * statement: the user's schedulable cards are read once (a materialized CTE) and counted overall
 * and per topic; two queries read them twice (ADR 043).
 */
export async function dueCounts(db: Executor, userId: string): Promise<DueCounts> {
  const result = await db.execute<{
    topic_id: number | null;
    due: number;
    next_due: Date | string | null;
  }>(sql`
    with cards as materialized (
      select ${reviewCards.questionId} as question_id, ${reviewCards.due} as due
      from ${reviewCards}
      join ${questions} on ${questions.id} = ${reviewCards.questionId}
      where ${scheduledFor(userId)})
    select null::int as topic_id,
           (count(*) filter (where due < ${endOfNzToday}))::int as due,
           min(due) as next_due
    from cards
    union all
    select ${questionTopics.topicId}, count(*)::int, null
    from cards join ${questionTopics} on ${questionTopics.questionId} = cards.question_id
    where cards.due < ${endOfNzToday}
    group by ${questionTopics.topicId}`);
  const overall = result.rows.find((r) => r.topic_id === null);
  const due = overall?.due ?? 0;
  const nextDue = overall?.next_due ?? null;
  return {
    due,
    topics: result.rows.flatMap((r) =>
      r.topic_id === null ? [] : [{ topicId: r.topic_id, due: r.due }],
    ),
    nextDueAt: due === 0 && nextDue !== null ? new Date(nextDue).toISOString() : null,
  };
}
