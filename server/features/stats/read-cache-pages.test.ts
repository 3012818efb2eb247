// The read cache's pages (ADR 050, amended): the answer histories, the class ranking and a shared
// question are served from memory while what they show stands, and every change they show is in
// the next read: the user's own answers, someone else's first answer to a question on the page
// (its peer statistics), an author's edit of a question's text, options or images, a classmate's
// points, name or class, a sharer's new name; and on a second app server sharing the database.
// Each test first proves the read was a hit, so "fresh after the write" cannot pass by never
// caching.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { questionForm, request, shareOk, writeOk } from '#server/test/authoring.ts';
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
import { historyPageSchema, type ClassRanking, type HistoryPage } from '#shared/contract/stats.ts';
import type { SharedQuestion } from '#shared/contract/shared-question.ts';
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
const ranking = '/api/stats/class-ranking';

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

async function onboard(account: Account, gpepClass: string, gpepYear: number) {
  const response = await request(t.app, 'POST', '/api/profile/onboarding', account.cookie, {
    gpepClass,
    gpepYear,
  });
  expect(response.statusCode).toBe(200);
}

async function updateProfile(account: Account, form: Record<string, unknown>) {
  const response = await request(t.app, 'PUT', '/api/profile', account.cookie, form);
  expect(response.statusCode).toBe(200);
}

const membersOf = (value: ClassRanking) => value.members.map((m) => `${m.name}:${m.points}`);

describe('the class ranking from the read cache', () => {
  // a year no other test uses, so the class holds only this test's trainees
  const year = 2029;

  it("shows a classmate's points, a new name, a leaver and a joiner at once, on either server", async () => {
    const me = await signUpAndSignIn(t.app, { name: 'Rank Me' });
    const mate = await signUpAndSignIn(t.app, { name: 'Rank Mate' });
    await onboard(me, 'Otago', year);
    await onboard(mate, 'Otago', year);
    const world = await topicOf(1);
    expect(membersOf(await cached<ClassRanking>(ranking, me.cookie))).toEqual([
      'Rank Mate:0',
      'Rank Me:0',
    ]);
    await cached(ranking, mate.cookie); // each caller's own entry (isMe)
    await cached(ranking, me.cookie, second);

    await quiz(mate, world, [world.key[0]!.id]); // a nectar for the mate
    expect(membersOf(await fresh<ClassRanking>(ranking, me.cookie))).toEqual([
      'Rank Mate:1',
      'Rank Me:0',
    ]);
    expect(membersOf(await fresh<ClassRanking>(ranking, me.cookie, second))).toEqual([
      'Rank Mate:1',
      'Rank Me:0',
    ]);
    const fromMate = await fresh<ClassRanking>(ranking, mate.cookie);
    expect(fromMate.members.filter((m) => m.isMe).map((m) => m.id)).toEqual([mate.userId]);

    await cached(ranking, me.cookie);
    await updateProfile(mate, { name: 'Rank Renamed', gpepClass: 'Otago', gpepYear: year });
    expect(membersOf(await fresh<ClassRanking>(ranking, me.cookie))).toEqual([
      'Rank Renamed:1',
      'Rank Me:0',
    ]);

    await cached(ranking, me.cookie);
    await updateProfile(mate, { name: 'Rank Renamed', gpepClass: 'Southland', gpepYear: year });
    expect(membersOf(await fresh<ClassRanking>(ranking, me.cookie))).toEqual(['Rank Me:0']);

    await cached(ranking, me.cookie);
    const joiner = await signUpAndSignIn(t.app, { name: 'Rank Joiner' });
    await onboard(joiner, 'Otago', year);
    expect(membersOf(await fresh<ClassRanking>(ranking, me.cookie))).toEqual([
      'Rank Joiner:0',
      'Rank Me:0',
    ]);
  });

  it('callers who ask at the same moment each get their own class (one statement for them all)', async () => {
    const classes = ['Taranaki', 'Whanganui', 'Canterbury', 'Wellington', 'Manawatū'];
    const callers = [];
    for (const gpepClass of classes) {
      const caller = await signUpAndSignIn(t.app, { name: `Rank ${gpepClass}` });
      await onboard(caller, gpepClass, year);
      callers.push(caller);
    }
    for (const caller of callers) await cached(ranking, caller.cookie);
    // a joiner to the middle class: only that ranking changes, and any caller given another
    // caller's class would miss too
    const joiner = await signUpAndSignIn(t.app, { name: 'Rank Joiner' });
    await onboard(joiner, 'Canterbury', year);
    const { hits, misses } = t.app.readCache.counts;
    const rankings = await Promise.all(
      callers.map(async (caller) => JSON.parse(await read(ranking, caller.cookie)) as ClassRanking),
    );
    expect(t.app.readCache.counts).toEqual({ hits: hits + 4, misses: misses + 1 });
    expect(rankings.map(membersOf)).toEqual(
      classes.map((gpepClass) =>
        gpepClass === 'Canterbury'
          ? ['Rank Canterbury:0', 'Rank Joiner:0']
          : [`Rank ${gpepClass}:0`],
      ),
    );
  });

  it('points moved outside the app show at once (the trigger, not the app, moves the version)', async () => {
    const me = await signUpAndSignIn(t.app, { name: 'Outside Me' });
    await onboard(me, 'Northland', year);
    await cached(ranking, me.cookie);
    await t.db.execute(sql`update profiles set points = points + 3 where id = ${me.userId}`);
    try {
      expect(membersOf(await fresh<ClassRanking>(ranking, me.cookie))).toEqual(['Outside Me:3']);
    } finally {
      // back to what the ledger says (checked after each test)
      await t.db.execute(sql`update profiles set points = points - 3 where id = ${me.userId}`);
    }
  });
});

describe('a shared question from the read cache', () => {
  it("shows the author's edit, their new name and a delete at once", async () => {
    const topic = await createTopic(t.db, 'Shared pages');
    // only its author shares a question
    const sharer = await signUpAndSignIn(t.app, { name: 'Sharing Author' });
    const questionId = await writeOk(t.app, sharer.cookie, questionForm([topic.id]));
    const code = await shareOk(t.app, sharer.cookie, questionId);
    const url = `/api/shared/${code}`;
    const first = await cached<SharedQuestion>(url);
    expect(first.sharedByName).toBe('Sharing Author');
    // the same body for a signed-in reader, and from a second server computing it afresh
    expect(await read(url, sharer.cookie)).toBe(JSON.stringify(first));
    expect(await read(url, undefined, second)).toBe(JSON.stringify(first));

    const form = questionForm([topic.id]);
    const edited = await request(t.app, 'PUT', `/api/questions/${questionId}`, sharer.cookie, form);
    expect(edited.statusCode).toBe(200);
    const after = await fresh<SharedQuestion>(url);
    expect(after.questionText).toBe(form.questionText);
    expect(after.answers[0]!.text).toBe((form.answers as { a: string }).a);
    expect((await fresh<SharedQuestion>(url, undefined, second)).questionText).toBe(
      form.questionText,
    );

    await cached(url);
    await onboard(sharer, 'Otago', 2026);
    await updateProfile(sharer, { name: 'Renamed Sharer', gpepClass: 'Otago', gpepYear: 2026 });
    expect((await fresh<SharedQuestion>(url)).sharedByName).toBe('Renamed Sharer');

    await cached(url);
    const deleted = await request(t.app, 'DELETE', `/api/questions/${questionId}`, sharer.cookie);
    expect(deleted.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
  });

  it('visits at the same moment each get their own share (one statement for them all)', async () => {
    const topic = await createTopic(t.db, 'Shared at once');
    const shares = [];
    for (let i = 0; i < 4; i++) {
      const sharer = await signUpAndSignIn(t.app, { name: `Sharer ${i}` });
      const form = questionForm([topic.id]);
      const code = await shareOk(t.app, sharer.cookie, await writeOk(t.app, sharer.cookie, form));
      shares.push({ sharer, form, url: `/api/shared/${code}` });
    }
    for (const { url } of shares) await cached(url);
    // the second sharer's new name: only that page changes
    await onboard(shares[1]!.sharer, 'Otago', 2026);
    await updateProfile(shares[1]!.sharer, {
      name: 'Sharer renamed',
      gpepClass: 'Otago',
      gpepYear: 2026,
    });
    const { hits, misses } = t.app.readCache.counts;
    const visits = [...shares, shares[0]!].map(({ url }) => t.app.inject({ method: 'GET', url }));
    const unknown = t.app.inject({ method: 'GET', url: '/api/shared/no-such-code' });
    const pages = (await Promise.all(visits)).map((r) => r.json<SharedQuestion>());
    expect((await unknown).statusCode).toBe(404);
    expect(t.app.readCache.counts).toEqual({ hits: hits + 4, misses: misses + 1 });
    expect(pages.map((page) => [page.questionText, page.sharedByName])).toEqual(
      [...shares, shares[0]!].map(({ form }, i) => [
        form.questionText,
        i === 1 ? 'Sharer renamed' : `Sharer ${i % 4}`,
      ]),
    );
  });
});
