// The read cache (ADR 066): the question bank stats, the stats summary and the
// due counts are served from memory while their versions stand, and every write they depend on shows in the
// next read: the answerer's quiz, someone answering your question, an author deleting a question
// or moving it to another topic, flags holding a question, a quiz completed with nothing
// answered, a topic renamed outside the app; and on a second app server sharing the database.
// Each test first proves the read it checks was cached, so "fresh after the write" cannot pass
// by never caching.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { questionForm, request } from '#server/test/authoring.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  answerQuestions,
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import { createSecondServer, createTestApp, type TestApp } from '#server/test/test-app.ts';
import type { DueCounts, QuestionStats, StatsSummary } from '#shared/contract/stats.ts';
import { dueCounts } from '#server/features/review/review-schedule.ts';
import { ReadCache } from './read-cache.ts';
import { questionStats, statsSummary } from './stats.service.ts';

let t: TestApp;
let second: FastifyInstance;
type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;
let author: Account;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  second = await createSecondServer(t); // the same database, a cache of its own
  author = await signUpAndSignIn(t.app, { name: 'Cache Author' });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});
checkLedgerAfterEach(() => t);

const paths = {
  summary: '/api/stats/summary',
  due: '/api/stats/due',
  questions: '/api/stats/questions',
} as const;
type Path = keyof typeof paths;

async function read(path: Path, cookie?: string, app: FastifyInstance = t.app) {
  const response = await app.inject({
    method: 'GET',
    url: paths[path],
    headers: cookie ? { cookie } : {},
  });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.body;
}

/** Reads twice and insists the second read was a hit with the same body; returns it parsed. */
async function cached<T>(path: Path, cookie?: string, app: FastifyInstance = t.app): Promise<T> {
  const first = await read(path, cookie, app);
  const hits = app.readCache.counts.hits;
  const again = await read(path, cookie, app);
  expect(app.readCache.counts.hits).toBe(hits + 1);
  expect(again).toBe(first);
  return JSON.parse(again) as T;
}

/** One read that must be a miss (something it depends on changed); returns it parsed. */
async function fresh<T>(path: Path, cookie?: string, app: FastifyInstance = t.app): Promise<T> {
  const misses = app.readCache.counts.misses;
  const body = await read(path, cookie, app);
  expect(app.readCache.counts.misses).toBe(misses + 1);
  return JSON.parse(body) as T;
}

async function quiz(account: Account, topicId: number, key: MadeQuestion[], right: string[]) {
  const session = await startReady(t.app, account.cookie, {
    type: 'topic',
    topicId,
    questionCount: 'all',
    excludeCorrect: false,
  });
  return completeOk(t.app, account.cookie, session.id, {
    answers: answersFor(session.questions, key, right),
  });
}

/** Test-only time shift: the cards fell due an hour ago. SQL outside the app that changes what
 * the cached reads depend on must move the user's version too, as this does (ADR 050). */
async function makeDue(userId: string, questionIds: string[]) {
  await t.db.execute(sql`
    with moved as (
      update review_cards set due = now() - interval '1 hour'
      where user_id = ${userId}
        and question_id in (${sql.join(
          questionIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
      returning user_id)
    update profiles set stats_version = nextval('read_version_seq')
    where id in (select user_id from moved)`);
}

/** A fresh topic of `count` questions by the author, answered wrong by a new user, due now. */
async function dueWorld(count: number) {
  const topic = await createTopic(t.db, 'Cache');
  const key = await createQuestions(t.db, author.userId, [topic.id], count);
  const user = await signUpAndSignIn(t.app);
  await quiz(user, topic.id, key, []);
  await makeDue(
    user.userId,
    key.map((q) => q.id),
  );
  return { topic, key, user };
}

const topicOf = <T extends { topicId: number }>(list: T[], topicId: number) =>
  list.find((x) => x.topicId === topicId);

describe('the read cache', () => {
  it('serves a repeated read from memory, byte for byte what a fresh computation sends', async () => {
    const { user } = await dueWorld(3);
    for (const path of Object.keys(paths) as Path[]) {
      await cached(path, user.cookie);
      const hit = await read(path, user.cookie);
      // the second server computes it afresh
      const misses = second.readCache.counts.misses;
      expect(await read(path, user.cookie, second)).toBe(hit);
      expect(second.readCache.counts.misses).toBe(misses + 1);
    }
    // and each equals what the service computes now
    expect(JSON.parse(await read('summary', user.cookie))).toEqual(
      await statsSummary(t.db, user.userId),
    );
    expect(JSON.parse(await read('due', user.cookie))).toEqual(await dueCounts(t.db, user.userId));
    expect(JSON.parse(await read('questions', user.cookie))).toEqual(
      await questionStats(t.db, user.userId),
    );
    // signed out: keyed on the global version alone
    expect(await cached<QuestionStats>('questions')).toEqual(await questionStats(t.db, null));
  });

  it("answering a quiz refreshes the answerer's reads and the author's points", async () => {
    const topic = await createTopic(t.db, 'Cache');
    const key = await createQuestions(t.db, author.userId, [topic.id], 2);
    const user = await signUpAndSignIn(t.app);
    const summary = await cached<StatsSummary>('summary', user.cookie);
    const bank = await cached<QuestionStats>('questions', user.cookie);
    const due = await cached<DueCounts>('due', user.cookie);
    const authorPoints = (await cached<StatsSummary>('summary', author.cookie)).points;
    expect(summary.answered).toBe(0);
    expect(due.nextDueAt).toBeNull();

    await quiz(user, topic.id, key, [key[0]!.id]);

    const after = await fresh<StatsSummary>('summary', user.cookie);
    expect(after).toMatchObject({ answered: 2, correct: 1, points: 1, quizzesCompleted: 1 });
    expect(after.wrongAnswersToReview).toBe(summary.wrongAnswersToReview + 1);
    expect(
      topicOf((await fresh<QuestionStats>('questions', user.cookie)).topics, topic.id),
    ).toMatchObject({ correctQuestions: 1, incorrectQuestions: 1, unattemptedQuestions: 0 });
    expect(bank.overall.correctQuestions).toBe(0);
    expect((await fresh<DueCounts>('due', user.cookie)).nextDueAt).not.toBeNull();
    // the author earned a nectar per first answer to their questions
    expect((await fresh<StatsSummary>('summary', author.cookie)).points).toBe(authorPoints + 2);
  });

  it("another user's answers leave your cached reads alone", async () => {
    const { topic, key, user } = await dueWorld(2);
    await cached('summary', user.cookie);
    await cached('due', user.cookie);
    const other = await signUpAndSignIn(t.app);
    // moves the questions' counters and peer statistics, and the author's points
    await quiz(other, topic.id, key, [key[0]!.id]);
    const hits = t.app.readCache.counts.hits;
    await read('summary', user.cookie);
    await read('due', user.cookie);
    expect(t.app.readCache.counts.hits).toBe(hits + 2);
  });

  it("an author deleting a question or moving it to another topic refreshes everyone's reads", async () => {
    const { topic, key, user } = await dueWorld(3);
    const elsewhere = await createTopic(t.db, 'Cache elsewhere');
    const due = await cached<DueCounts>('due', user.cookie);
    expect(due.due).toBe(3);
    expect(topicOf(due.topics, topic.id)?.due).toBe(3);
    const visitor = await cached<QuestionStats>('questions');
    await cached('questions', user.cookie);
    await cached('summary', user.cookie);

    const deleted = await request(t.app, 'DELETE', `/api/questions/${key[0]!.id}`, author.cookie);
    expect(deleted.statusCode).toBe(200);
    expect((await fresh<DueCounts>('due', user.cookie)).due).toBe(2);
    expect((await fresh<QuestionStats>('questions')).overall.totalQuestions).toBe(
      visitor.overall.totalQuestions - 1,
    );
    const mine = await fresh<QuestionStats>('questions', user.cookie);
    expect(topicOf(mine.topics, topic.id)).toMatchObject({ totalQuestions: 2 });

    await cached('due', user.cookie);
    await cached('summary', user.cookie);
    const moved = await request(
      t.app,
      'PUT',
      `/api/questions/${key[1]!.id}`,
      author.cookie,
      questionForm([elsewhere.id]),
    );
    expect(moved.statusCode).toBe(200);
    const dueAfter = await fresh<DueCounts>('due', user.cookie);
    expect(topicOf(dueAfter.topics, topic.id)?.due).toBe(1);
    expect(topicOf(dueAfter.topics, elsewhere.id)?.due).toBe(1);
    const summary = await fresh<StatsSummary>('summary', user.cookie);
    expect(topicOf(summary.topics, elsewhere.id)).toMatchObject({ answered: 1, correct: 0 });
  });

  it('a question held out by flags leaves the due counts at once', async () => {
    const { key, user } = await dueWorld(2);
    expect((await cached<DueCounts>('due', user.cookie)).due).toBe(2);
    for (let i = 0; i < 3; i++) {
      const flagger = await signUpAndSignIn(t.app);
      await answerQuestions(t, flagger.cookie, [key[0]!.id]); // flaggers answered it (ADR 058)
      await cached('due', user.cookie); // still cached after each flag below the threshold
      const flagged = await request(
        t.app,
        'POST',
        `/api/questions/${key[0]!.id}/flag`,
        flagger.cookie,
        { reason: 'Two answers look right' },
      );
      expect(flagged.statusCode).toBe(200);
    }
    expect((await fresh<DueCounts>('due', user.cookie)).due).toBe(1);
  });

  it('a quiz completed with nothing answered still counts among completed quizzes', async () => {
    const topic = await createTopic(t.db, 'Cache');
    const key = await createQuestions(t.db, author.userId, [topic.id], 2);
    const user = await signUpAndSignIn(t.app);
    expect((await cached<StatsSummary>('summary', user.cookie)).quizzesCompleted).toBe(0);
    const session = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 'all',
      excludeCorrect: false,
    });
    await completeOk(t.app, user.cookie, session.id, { answers: [] });
    expect((await fresh<StatsSummary>('summary', user.cookie)).quizzesCompleted).toBe(1);
    expect(key).toHaveLength(2);
  });

  it('a topic renamed outside the app shows at once (the triggers, not the app, move it)', async () => {
    const { topic, user } = await dueWorld(1);
    await cached('questions', user.cookie);
    await cached('summary', user.cookie);
    const name = `${topic.name} renamed`;
    await t.db.execute(sql`update topics set name = ${name} where id = ${topic.id}`);
    const bank = await fresh<QuestionStats>('questions', user.cookie);
    expect(bank.topics.find((x) => x.topicId === topic.id)?.topicName).toBe(name);
    const summary = await fresh<StatsSummary>('summary', user.cookie);
    expect(summary.topics.find((x) => x.topicId === topic.id)?.topicName).toBe(name);
  });

  it('reads that arrive together each get their own versions', async () => {
    const topic = await createTopic(t.db, 'Cache');
    const key = await createQuestions(t.db, author.userId, [topic.id], 1);
    const users = [];
    for (let i = 0; i < 3; i++) users.push(await signUpAndSignIn(t.app));
    for (const user of users) await cached('summary', user.cookie);
    await cached('questions'); // signed out: the global version alone
    // the first and the last answer: their summaries change, the middle one's and the bank stand
    for (const user of [users[0]!, users[2]!]) await quiz(user, topic.id, key, []);
    const { hits, misses } = t.app.readCache.counts;
    const bodies = await Promise.all([
      ...users.map((user) => read('summary', user.cookie)),
      read('questions'),
    ]);
    expect(t.app.readCache.counts).toEqual({ hits: hits + 2, misses: misses + 2 });
    for (const [i, user] of users.entries()) {
      expect(JSON.parse(bodies[i]!)).toEqual(await statsSummary(t.db, user.userId));
    }
    expect(JSON.parse(bodies[3]!)).toEqual(await questionStats(t.db, null));
  });

  it('a write through one app server is seen by the next read on the other', async () => {
    const { topic, key, user } = await dueWorld(2);
    const before = await cached<StatsSummary>('summary', user.cookie, second);
    await cached('due', user.cookie, second);
    await cached('questions', user.cookie, second);
    await quiz(user, topic.id, key, [key[0]!.id, key[1]!.id]); // through the first server
    const after = await fresh<StatsSummary>('summary', user.cookie, second);
    expect(after.answered).toBe(before.answered + 2);
    expect((await fresh<DueCounts>('due', user.cookie, second)).due).toBe(0);
    expect(
      topicOf((await fresh<QuestionStats>('questions', user.cookie, second)).topics, topic.id),
    ).toMatchObject({ correctQuestions: 2, incorrectQuestions: 0 });
    // and an author's delete through the second server reaches the first
    await cached('questions', user.cookie);
    const deleted = await request(second, 'DELETE', `/api/questions/${key[0]!.id}`, author.cookie);
    expect(deleted.statusCode).toBe(200);
    expect(
      topicOf((await fresh<QuestionStats>('questions', user.cookie)).topics, topic.id),
    ).toMatchObject({ totalQuestions: 1 });
  });

  it('keeps at most its bound of entries, the least recently used out first', async () => {
    const cache = new ReadCache(t.db, 2);
    const users = await Promise.all([1, 2, 3].map(() => signUpAndSignIn(t.app)));
    const read = { name: 'test', schema: z.object({ n: z.number() }), byDay: false };
    let computed = 0;
    const body = (i: number) =>
      cache.body(read, users[i]!.userId, async () => ({ n: (computed += 1) }));
    await body(0);
    await body(1);
    await body(0); // a hit: user 0 is now the most recently used
    await body(2); // pushes user 1 out
    expect(cache.size).toBe(2);
    expect(computed).toBe(3);
    await body(0);
    expect(computed).toBe(3);
    await body(1);
    expect(computed).toBe(4);
  });
});
