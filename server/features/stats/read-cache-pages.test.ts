// The read cache's pages (ADR 066): the answer histories are served from
// memory while what they show stands, and every change they show is in the next read: the user's
// own answers, someone else's first answer to a question on the page (its peer statistics), an
// author's edit of a question's text, options or images; and on a second app server sharing the
// database.
// Each test first proves the read was a hit, so "fresh after the write" cannot pass by never
// caching.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { questionForm, request } from '#server/test/authoring.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
} from '#server/test/quiz-fixtures.ts';
import { createSecondServer, createTestApp, type TestApp } from '#server/test/test-app.ts';
import { historyPageSchema, type HistoryPage } from '#shared/contract/stats.ts';
import { answerHistory, wrongAnswers } from './history.service.ts';

let t: TestApp;
let second: FastifyInstance;
type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;
let author: Account;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  second = await createSecondServer(t); // the same database, a cache of its own
  author = await signUpAndSignIn(t.app, { name: 'Page Author' });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});
checkLedgerAfterEach(() => t);

const history = '/api/stats/history/answers?limit=20';
const wrong = '/api/stats/history/wrong-answers?limit=20';

async function read(url: string, cookie?: string, app: FastifyInstance = t.app) {
  const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.body;
}

/** Reads until a hit (a history page stores its body on its second read), insists the hit came
 * by the third read with the same body; returns it parsed. */
async function cached<T>(url: string, cookie?: string, app: FastifyInstance = t.app): Promise<T> {
  let body = await read(url, cookie, app);
  for (let i = 0; i < 2; i++) {
    const hits = app.readCache.counts.hits;
    const again = await read(url, cookie, app);
    expect(again).toBe(body);
    if (app.readCache.counts.hits === hits + 1) return JSON.parse(again) as T;
    body = again;
  }
  throw new Error(`${url} was never served from the cache`);
}

/** One read that must be a miss (something it shows changed); returns it parsed. */
async function fresh<T>(url: string, cookie?: string, app: FastifyInstance = t.app): Promise<T> {
  const misses = app.readCache.counts.misses;
  const body = await read(url, cookie, app);
  expect(app.readCache.counts.misses).toBe(misses + 1);
  return JSON.parse(body) as T;
}

/** `count` questions by the author in a new topic, with their keys. */
async function topicOf(count: number) {
  const topic = await createTopic(t.db, 'Pages');
  return { topicId: topic.id, key: await createQuestions(t.db, author.userId, [topic.id], count) };
}

/** A topic quiz of every question, answered right for the ids in `right`. */
async function quiz(
  account: Account,
  world: Awaited<ReturnType<typeof topicOf>>,
  right: string[],
  app: FastifyInstance = t.app,
) {
  const session = await startReady(app, account.cookie, {
    type: 'topic',
    topicId: world.topicId,
    questionCount: 'all',
    excludeCorrect: false,
  });
  return completeOk(app, account.cookie, session.id, {
    answers: answersFor(session.questions, world.key, right),
  });
}

const itemOf = (page: HistoryPage, questionId: string) =>
  page.items.find((item) => item.questionId === questionId);

describe('the answer histories from the read cache', () => {
  it('serves a repeated page from memory, byte for byte what a fresh computation sends', async () => {
    const world = await topicOf(2);
    const user = await signUpAndSignIn(t.app);
    await quiz(user, world, [world.key[0]!.id]);
    for (const url of [history, wrong]) {
      await cached(url, user.cookie);
      const hit = await read(url, user.cookie);
      expect(await read(url, user.cookie, second)).toBe(hit); // computed afresh there
    }
    const options = { limit: 20 };
    expect(await read(history, user.cookie)).toBe(
      JSON.stringify(historyPageSchema.encode(await answerHistory(t.db, user.userId, options))),
    );
    expect(await read(wrong, user.cookie)).toBe(
      JSON.stringify(historyPageSchema.encode(await wrongAnswers(t.db, user.userId, options))),
    );
  });

  it("shows the user's own new answers, and the wrong answers put right", async () => {
    const world = await topicOf(2);
    const user = await signUpAndSignIn(t.app);
    await quiz(user, world, []);
    expect((await cached<HistoryPage>(history, user.cookie)).items).toHaveLength(2);
    expect((await cached<HistoryPage>(wrong, user.cookie)).items).toHaveLength(2);
    await quiz(user, world, [world.key[0]!.id, world.key[1]!.id]);
    expect((await fresh<HistoryPage>(history, user.cookie)).items).toHaveLength(4);
    expect((await fresh<HistoryPage>(wrong, user.cookie)).items).toHaveLength(0);
  });

  it("moves a question's peer statistics with someone else's first answer", async () => {
    const world = await topicOf(1);
    const questionId = world.key[0]!.id;
    const user = await signUpAndSignIn(t.app);
    await quiz(user, world, [questionId]);
    // five trainees besides the viewer: the statistics show (ADR 032)
    const others: Account[] = [];
    for (let i = 0; i < 5; i++) others.push(await signUpAndSignIn(t.app));
    for (const other of others) await quiz(other, world, []);
    const before = itemOf(await cached<HistoryPage>(history, user.cookie), questionId)!;
    expect(before.peerStats).toMatchObject({ answeredBy: 6, correctPercent: 17 });

    await quiz(await signUpAndSignIn(t.app), world, [questionId]);
    const after = itemOf(await fresh<HistoryPage>(history, user.cookie), questionId)!;
    expect(after.peerStats).toMatchObject({ answeredBy: 7, correctPercent: 29 });
    // a second answer by a trainee who answered before is no first attempt: still a hit
    await cached(history, user.cookie);
    await quiz(others[0]!, world, [questionId]);
    const hits = t.app.readCache.counts.hits;
    await read(history, user.cookie);
    expect(t.app.readCache.counts.hits).toBe(hits + 1);
  });

  it("shows an author's edit of the text, options and explanation at once", async () => {
    const world = await topicOf(1);
    const questionId = world.key[0]!.id;
    const user = await signUpAndSignIn(t.app);
    await quiz(user, world, []);
    await cached(history, user.cookie);
    await cached(wrong, user.cookie);
    const form = questionForm([world.topicId]);
    const edited = await request(t.app, 'PUT', `/api/questions/${questionId}`, author.cookie, form);
    expect(edited.statusCode).toBe(200);
    for (const url of [history, wrong]) {
      const item = itemOf(await fresh<HistoryPage>(url, user.cookie), questionId)!;
      expect(item.questionText).toBe(form.questionText);
      expect(item.answers[0]!.text).toBe((form.answers as { a: string }).a);
      expect(item.explanation).toBe(form.explanation);
    }
  });

  it('an option text changed outside the app shows at once (the triggers, not the app, move it)', async () => {
    const world = await topicOf(1);
    const questionId = world.key[0]!.id;
    const user = await signUpAndSignIn(t.app);
    await quiz(user, world, []);
    await cached(history, user.cookie);
    await t.db.execute(sql`update question_answers set answer_text = 'Changed outside'
                           where question_id = ${questionId} and option_id = 'b'`);
    const item = itemOf(await fresh<HistoryPage>(history, user.cookie), questionId)!;
    expect(item.answers[1]).toEqual({ id: 'b', text: 'Changed outside' });
  });

  it('pages read at the same moment each get their own versions (one statement for them all)', async () => {
    const users = [];
    for (let i = 0; i < 3; i++)
      users.push({ user: await signUpAndSignIn(t.app), world: await topicOf(1) });
    // all questions made first: a new question moves the global version, every page's
    for (const { user, world } of users) await quiz(user, world, []);
    for (const { user } of users)
      for (const url of [history, wrong]) await cached(url, user.cookie);
    // the first and the last answer again: their pages change, the middle one's stand
    for (const i of [0, 2]) await quiz(users[i]!.user, users[i]!.world, []);
    const { hits, misses } = t.app.readCache.counts;
    const reads = users.flatMap(({ user }) => [history, wrong].map((url) => ({ user, url })));
    const bodies = await Promise.all(reads.map(({ user, url }) => read(url, user.cookie)));
    expect(t.app.readCache.counts).toEqual({ hits: hits + 2, misses: misses + 4 });
    for (const [i, { user, url }] of reads.entries()) {
      const page = url === history ? answerHistory : wrongAnswers;
      const expected = await page(t.db, user.userId, { limit: 20 });
      expect(bodies[i]).toBe(JSON.stringify(historyPageSchema.encode(expected)));
    }
  });

  it('a quiz completed through one app server is in the next page read on the other', async () => {
    const world = await topicOf(1);
    const user = await signUpAndSignIn(t.app);
    await quiz(user, world, []);
    expect((await cached<HistoryPage>(history, user.cookie, second)).items).toHaveLength(1);
    await quiz(user, world, [world.key[0]!.id]); // through the first server
    expect((await fresh<HistoryPage>(history, user.cookie, second)).items).toHaveLength(2);
  });
});
