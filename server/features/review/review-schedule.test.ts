// Spaced review (ADR 031) on a real database: every recorded answer moves the user's FSRS card;
// GET /api/stats/due counts what is due today; POST /api/quiz-sessions { type: 'due' } issues it,
// oldest due first, at most 20. FSRS schedules a day or more ahead, so the tests make cards due
// by moving their due time back in the database (the only test-only step).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { reviewCards } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startQuizRequest,
  startReady,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import type { ActivityItem, DueCounts } from '#shared/contract/stats.ts';
import type { StartQuizResponse } from '#shared/contract/quiz.ts';

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpAndSignIn>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Question Author' });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

type User = Awaited<ReturnType<typeof signUpAndSignIn>>;

/** Answers every question of the topic in one quiz: correct for `correctIds`, wrong otherwise. */
async function answerTopic(
  user: User,
  topicId: number,
  key: MadeQuestion[],
  correctIds: string[] = [],
) {
  const session = await startReady(t.app, user.cookie, {
    type: 'topic',
    topicId,
    questionCount: 'all',
  });
  await completeOk(t.app, user.cookie, session.id, {
    answers: answersFor(session.questions, key, correctIds),
  });
}

async function cards(userId: string) {
  const rows = await t.db
    .select({ questionId: reviewCards.questionId, due: reviewCards.due, reps: reviewCards.reps })
    .from(reviewCards)
    .where(eq(reviewCards.userId, userId));
  return new Map(rows.map((r) => [r.questionId, r]));
}

/** Test-only time shift: the user's cards fell due `minutesAgo` minutes ago (default 60). SQL
 * outside the app moves the user's version of the cached reads too (ADR 050). */
async function makeDue(userId: string, questionIds: string[], minutesAgo = 60) {
  for (const id of questionIds) {
    await t.db
      .execute(sql`update review_cards set due = now() - make_interval(mins => ${minutesAgo})
      where user_id = ${userId} and question_id = ${id}`);
  }
  await t.db.execute(
    sql`update profiles set stats_version = nextval('read_version_seq') where id = ${userId}`,
  );
}

async function dueCounts(cookie: string): Promise<DueCounts> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/stats/due',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as DueCounts;
}

const dayMs = 24 * 60 * 60 * 1000;

describe('scheduling', () => {
  it('an incorrect answer falls due before a correct one, and neither today', async () => {
    const topic = await createTopic(t.db);
    const [right, wrong] = await createQuestions(t.db, author.userId, [topic.id], 2);
    const user = await signUpAndSignIn(t.app);
    await answerTopic(user, topic.id, [right!, wrong!], [right!.id]);

    const mine = await cards(user.userId);
    const wrongCard = mine.get(wrong!.id)!;
    const rightCard = mine.get(right!.id)!;
    expect(wrongCard.due.getTime()).toBeLessThan(rightCard.due.getTime());
    // Day-based FSRS: Again comes back a day later, Good a few days later.
    expect(wrongCard.due.getTime() - Date.now()).toBeGreaterThan(dayMs - 60_000);
    expect(rightCard.due.getTime() - Date.now()).toBeGreaterThan(2 * dayMs);
    expect(wrongCard.reps).toBe(1);

    const counts = await dueCounts(user.cookie);
    expect(counts.due).toBe(0);
    expect(new Date(counts.nextDueAt!).getTime()).toBe(wrongCard.due.getTime());

    // Answered again (a redo): the same card moves on, it is not duplicated.
    const redo = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 'all',
      excludeCorrect: false,
    });
    await completeOk(t.app, user.cookie, redo.id, {
      answers: answersFor(redo.questions, [right!, wrong!], [right!.id, wrong!.id]),
    });
    const after = await cards(user.userId);
    expect(after.size).toBe(2);
    expect(after.get(wrong!.id)!.reps).toBe(2);
  });

  it('quizzes of the same questions completed at once move each card once per answer', async () => {
    // Two tabs: both recordings read, move and write back the same cards. They must run one
    // after the other (recordAnswers: the answerer's lock, and the statuses' rows locked before
    // the cards are read), or both would move a card from the same state and one move be lost.
    const topic = await createTopic(t.db);
    const key = await createQuestions(t.db, author.userId, [topic.id], 10);
    const user = await signUpAndSignIn(t.app);
    const start = () =>
      startReady(t.app, user.cookie, {
        type: 'topic',
        topicId: topic.id,
        questionCount: 'all',
        excludeCorrect: false,
      });
    for (let round = 1; round <= 3; round++) {
      const tabs = [await start(), await start()];
      await Promise.all(
        tabs.map((session) =>
          completeOk(t.app, user.cookie, session.id, {
            answers: answersFor(session.questions, key, []),
          }),
        ),
      );
      const mine = await cards(user.userId);
      expect(mine.size).toBe(10);
      expect(new Set([...mine.values()].map((card) => card.reps))).toEqual(new Set([2 * round]));
    }
  });

  it('never schedules own questions, and deleted questions are never due', async () => {
    const topic = await createTopic(t.db);
    const user = await signUpAndSignIn(t.app);
    const own = await createQuestions(t.db, user.userId, [topic.id], 1);
    const others = await createQuestions(t.db, author.userId, [topic.id], 2);
    await answerTopic(user, topic.id, [...own, ...others]);

    const mine = await cards(user.userId);
    expect(mine.has(own[0]!.id)).toBe(false);
    expect(mine.size).toBe(2);

    await makeDue(
      user.userId,
      others.map((q) => q.id),
    );
    await t.db.execute(sql`update questions set deleted_at = now() where id = ${others[0]!.id}`);
    const counts = await dueCounts(user.cookie);
    expect(counts.due).toBe(1);
    const start = (
      await startQuizRequest(t.app, user.cookie, { type: 'due' })
    ).json() as StartQuizResponse;
    expect(start.status).toBe('ready');
    if (start.status !== 'ready') return;
    expect(start.session.questions.map((q) => q.id)).toEqual([others[1]!.id]);
  });
});

describe('due counts', () => {
  it('counts due questions per topic; a question in two topics counts in both', async () => {
    const a = await createTopic(t.db, 'Due A');
    const b = await createTopic(t.db, 'Due B');
    const onlyA = await createQuestions(t.db, author.userId, [a.id], 2);
    const both = await createQuestions(t.db, author.userId, [a.id, b.id], 1);
    const onlyB = await createQuestions(t.db, author.userId, [b.id], 1);
    const user = await signUpAndSignIn(t.app);
    await answerTopic(user, a.id, [...onlyA, ...both]);
    await answerTopic(user, b.id, [...onlyB, ...both]);

    await makeDue(user.userId, [onlyA[0]!.id, both[0]!.id, onlyB[0]!.id]);
    const counts = await dueCounts(user.cookie);
    expect(counts.due).toBe(3);
    expect(counts.nextDueAt).toBeNull();
    const byTopic = new Map(counts.topics.map((x) => [x.topicId, x.due]));
    expect(byTopic.get(a.id)).toBe(2);
    expect(byTopic.get(b.id)).toBe(2);
  });

  it('is for signed-in users only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stats/due' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the due quiz', () => {
  it('issues at most 20 due questions, oldest due first, and is Due review in recent activity', async () => {
    const topic = await createTopic(t.db);
    const key = await createQuestions(t.db, author.userId, [topic.id], 23);
    const user = await signUpAndSignIn(t.app);
    await answerTopic(user, topic.id, key);
    // key[i] fell due i + 1 minutes ago: the last one is the oldest. key[22] stays not due.
    for (const [i, q] of key.slice(0, 22).entries()) await makeDue(user.userId, [q.id], i + 1);

    const session = await startReady(t.app, user.cookie, { type: 'due' });
    expect(session.quizType).toBe('due');
    const expected = key
      .slice(0, 22)
      .map((q) => q.id)
      .reverse()
      .slice(0, 20);
    expect(session.questions.map((q) => q.id)).toEqual(expected);

    await completeOk(t.app, user.cookie, session.id, {
      answers: answersFor(session.questions, key, expected),
    });
    expect((await dueCounts(user.cookie)).due).toBe(2);

    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/stats/recent-activity',
      headers: { cookie: user.cookie },
    });
    const items = activity.json() as ActivityItem[];
    expect(items[0]?.title).toBe('Due review');
  });

  it('is empty when nothing is due', async () => {
    const user = await signUpAndSignIn(t.app);
    const response = await startQuizRequest(t.app, user.cookie, { type: 'due' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'empty' });
  });

  it('a visitor cannot start one', async () => {
    const response = await startQuizRequest(t.app, undefined, { type: 'due' });
    expect(response.statusCode).toBe(401);
  });
});
