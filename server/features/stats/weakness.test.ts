// The weakness coach (ADR 034): GET /api/stats/weak-topics (three weakest topics with a 5-answer
// floor, beside the class's accuracy without the user and without other classes) and
// GET /api/stats/weekly-accuracy (8 New Zealand weeks per topic). Answers are written straight
// into user_answers so their times and counts are exact; no points move.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { createQuestions, createTopic, relaxedRateLimits } from '#server/test/quiz-fixtures.ts';
import { gpepYears, type GpepClass } from '#shared/contract/gpep.ts';
import type { WeakTopics, WeeklyAccuracy } from '#shared/contract/stats.ts';
import { classTotalsMaxAgeMs } from './class-topic-totals.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;
let author: Account;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Coach Author' });
});
afterAll(async () => {
  await t?.close();
});

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  if (response.statusCode !== 200) {
    throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  }
  return response.json() as T;
}

async function trainee(gpepClass: GpepClass) {
  const account = await signUpAndSignIn(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/profile/onboarding',
    headers: { origin: testOrigin, cookie: account.cookie },
    payload: { gpepClass, gpepYear: gpepYears[0] },
  });
  expect(response.statusCode).toBe(200);
  return account;
}

/** A topic with one question; its id and the question's. */
async function topicWithQuestion(label: string) {
  const topic = await createTopic(t.db, label);
  const [question] = await createQuestions(t.db, author.userId, [topic.id], 1);
  return { topic, questionId: question!.id };
}

/** `total` answers to the question, the first `correct` of them right, at `at` (default now). */
async function answer(
  account: Account,
  questionId: string,
  total: number,
  correct: number,
  at: Date = new Date(),
) {
  for (let i = 0; i < total; i++) {
    await t.db.execute(sql`
      insert into user_answers (user_id, question_id, selected_answer, is_correct, answered_at)
      values (${account.userId}, ${questionId}, 'a', ${i < correct}, ${at.toISOString()})`);
  }
}

describe('GET /api/stats/weak-topics', () => {
  it('is for signed-in users only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stats/weak-topics' });
    expect(response.statusCode).toBe(401);
  });

  it('is empty while no topic has 5 answers', async () => {
    const me = await trainee('Northland');
    const { questionId } = await topicWithQuestion('Floor');
    await answer(me, questionId, 4, 0);
    const weak = await getJson<WeakTopics>('/api/stats/weak-topics', me.cookie);
    expect(weak).toEqual({ gpepClass: 'Northland', topics: [] });
  });

  it('gives the three weakest topics with 5 answers or more, weakest first, beside the class', async () => {
    const me = await trainee('Auckland');
    const classmate = await trainee('Auckland');
    const otherClass = await trainee('Northland');
    const twenty = await topicWithQuestion('Twenty');
    const fifty = await topicWithQuestion('Fifty');
    const zero = await topicWithQuestion('Zero');
    const underFloor = await topicWithQuestion('Under floor');
    const strong = await topicWithQuestion('Strong');

    await answer(me, twenty.questionId, 5, 1); // 20 %
    await answer(me, fifty.questionId, 6, 3); // 50 %
    await answer(me, zero.questionId, 5, 0); // 0 %
    await answer(me, underFloor.questionId, 4, 0); // 0 %, but only 4 answers
    await answer(me, strong.questionId, 10, 9); // 90 %, the fourth: left out
    // The class in "Twenty": the classmate's 3 of 4; my answers and the other class's never count.
    await answer(classmate, twenty.questionId, 4, 3);
    await answer(otherClass, twenty.questionId, 10, 0);
    await answer(otherClass, zero.questionId, 10, 10);

    const weak = await getJson<WeakTopics>('/api/stats/weak-topics', me.cookie);
    expect(weak.gpepClass).toBe('Auckland');
    expect(weak.topics).toEqual([
      {
        topicId: zero.topic.id,
        topicName: zero.topic.name,
        answered: 5,
        correct: 0,
        accuracy: 0,
        classAccuracy: null,
        classAnswered: 0,
      },
      {
        topicId: twenty.topic.id,
        topicName: twenty.topic.name,
        answered: 5,
        correct: 1,
        accuracy: 20,
        classAccuracy: 75,
        classAnswered: 4,
      },
      {
        topicId: fifty.topic.id,
        topicName: fifty.topic.name,
        answered: 6,
        correct: 3,
        accuracy: 50,
        classAccuracy: null,
        classAnswered: 0,
      },
    ]);

    // The classmate's view: their one topic is under the floor; nothing to coach yet.
    const theirs = await getJson<WeakTopics>('/api/stats/weak-topics', classmate.cookie);
    expect(theirs.topics).toEqual([]);
  });

  it("compares with the class as last summed, again after a minute; the trainee's own is current", async () => {
    const me = await trainee('Otago');
    const classmate = await trainee('Otago');
    const minute = await topicWithQuestion('Minute');
    const focus = () => getJson<WeakTopics>('/api/stats/weak-topics', me.cookie);
    await answer(me, minute.questionId, 5, 1);
    await answer(classmate, minute.questionId, 2, 2);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // the earlier tests' sum is a minute old: the next read starts a new one
      vi.setSystemTime(Date.now() + classTotalsMaxAgeMs);
      await vi.waitFor(async () =>
        expect((await focus()).topics[0]).toMatchObject({
          answered: 5,
          classAnswered: 2,
          classAccuracy: 100,
        }),
      );

      await answer(classmate, minute.questionId, 2, 0);
      await answer(me, minute.questionId, 1, 0);
      expect((await focus()).topics[0]).toMatchObject({ answered: 6, classAnswered: 2 });

      vi.setSystemTime(Date.now() + classTotalsMaxAgeMs);
      // a minute on, a read is still answered from the last sum and starts the next
      expect((await focus()).topics[0]).toMatchObject({ answered: 6, classAnswered: 2 });
      await vi.waitFor(async () =>
        expect((await focus()).topics[0]).toMatchObject({
          answered: 6,
          classAnswered: 4,
          classAccuracy: 50,
        }),
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('GET /api/stats/weekly-accuracy', () => {
  it('buckets answers into the last 8 New Zealand weeks, Monday to Sunday', async () => {
    const me = await trainee('Waikato/Bay of Plenty');
    const { topic, questionId } = await topicWithQuestion('Weekly');
    const bounds = await t.db.execute<{ monday: string; start: Date }>(sql`
      select to_char(date_trunc('week', now() at time zone 'Pacific/Auckland'), 'YYYY-MM-DD') as monday,
             date_trunc('week', now() at time zone 'Pacific/Auckland') at time zone 'Pacific/Auckland' as start`);
    const { monday, start } = bounds.rows[0]!;
    const startMs = new Date(start).getTime();
    const minutes = (n: number) => new Date(startMs + n * 60_000);
    const week = 7 * 24 * 60;

    // Half an hour into this NZ week: still the previous week (a Sunday) in UTC.
    await answer(me, questionId, 2, 2, minutes(30));
    expect(minutes(30).getUTCDay()).toBe(0);
    // Half an hour before it: last week.
    await answer(me, questionId, 2, 1, minutes(-30));
    // The oldest of the 8 weeks, just in; and just before it, out.
    await answer(me, questionId, 1, 0, minutes(-7 * week + 30));
    await answer(me, questionId, 3, 3, minutes(-7 * week - 30));

    const weekly = await getJson<WeeklyAccuracy>('/api/stats/weekly-accuracy', me.cookie);
    expect(weekly.weeks).toHaveLength(8);
    expect(weekly.weeks.at(-1)).toBe(monday);
    expect(weekly.topics).toHaveLength(1);
    const line = weekly.topics[0]!;
    expect(line.topicId).toBe(topic.id);
    expect(line.points.map((p) => p.week)).toEqual(weekly.weeks);
    expect(line.points.map((p) => [p.answered, p.correct, p.accuracy])).toEqual([
      [1, 0, 0],
      [0, 0, null],
      [0, 0, null],
      [0, 0, null],
      [0, 0, null],
      [0, 0, null],
      [2, 1, 50],
      [2, 2, 100],
    ]);
  });

  it('has the 8 weeks and no lines for a user without answers', async () => {
    const me = await trainee('Northland');
    const weekly = await getJson<WeeklyAccuracy>('/api/stats/weekly-accuracy', me.cookie);
    expect(weekly.weeks).toHaveLength(8);
    expect(weekly.topics).toEqual([]);
  });
});
