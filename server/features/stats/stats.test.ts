// Progress and statistics [product#my-progress, #stored-data, #score]: question counts per topic,
// accuracy, class ranking, regional totals, recent activity and the answer histories with their
// keyset pages. Long on purpose (over 300 lines): one describe per /api/stats endpoint, each short,
// all on one test app and its ledger check; a file per endpoint would repeat that set-up six times.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import { recentActivity } from './stats.service.ts';
import {
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import type {
  ActivityItem,
  ClassRanking,
  DueCounts,
  HistoryPage,
  QuestionStats,
  RegionalStat,
  StatsSummary,
} from '#shared/contract/stats.ts';
import type { GpepClass } from '#shared/contract/gpep.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;
let author: Account;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Stats Author' });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

const ids = (list: { id: string }[]) => list.map((q) => q.id);

function get(url: string, cookie?: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

async function getJson<T>(url: string, cookie?: string): Promise<T> {
  const response = await get(url, cookie);
  if (response.statusCode !== 200) {
    throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  }
  return response.json() as T;
}

async function onboard(account: Account, gpepClass: GpepClass, gpepYear: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/profile/onboarding',
    headers: { origin: testOrigin, cookie: account.cookie },
    payload: { gpepClass, gpepYear },
  });
  expect(response.statusCode).toBe(200);
}

/** A topic of `count` questions by the shared author. */
async function topicWith(count: number, label?: string) {
  const topic = await createTopic(t.db, label);
  return { topic, questions: await createQuestions(t.db, author.userId, [topic.id], count) };
}

/** Completes a topic quiz of all its questions; `right` correct, `skip` unanswered. */
async function quiz(
  account: Account,
  topicId: number,
  key: MadeQuestion[],
  right: string[],
  skip: string[] = [],
) {
  const session = await startReady(t.app, account.cookie, {
    type: 'topic',
    topicId,
    questionCount: 'all',
    excludeCorrect: false,
  });
  return completeOk(t.app, account.cookie, session.id, {
    answers: answersFor(session.questions, key, right, skip),
  });
}

describe('GET /api/stats/questions', () => {
  it('counts new, correct and incorrect questions per topic and overall', async () => {
    const visitorBefore = await getJson<QuestionStats>('/api/stats/questions');
    const { topic, questions } = await topicWith(4);
    const user = await signUpAndSignIn(t.app);

    const visitor = await getJson<QuestionStats>('/api/stats/questions');
    const total = visitorBefore.overall.totalQuestions + 4;
    expect(visitor.overall).toEqual({
      totalQuestions: total,
      unattemptedQuestions: total,
      correctQuestions: 0,
      incorrectQuestions: 0,
    });
    const fresh = {
      topicId: topic.id,
      topicName: topic.name,
      totalQuestions: 4,
      unattemptedQuestions: 4,
      correctQuestions: 0,
      incorrectQuestions: 0,
    };
    expect(visitor.topics.find((x) => x.topicId === topic.id)).toEqual(fresh);

    const before = await getJson<QuestionStats>('/api/stats/questions', user.cookie);
    expect(before.topics.find((x) => x.topicId === topic.id)).toEqual(fresh);
    expect(before.overall).toEqual(visitor.overall);

    const [q1, q2, q3, q4] = ids(questions) as [string, string, string, string];
    await quiz(user, topic.id, questions, [q1, q2], [q4]);

    const after = await getJson<QuestionStats>('/api/stats/questions', user.cookie);
    expect(after.topics.find((x) => x.topicId === topic.id)).toEqual({
      ...fresh,
      unattemptedQuestions: 1,
      correctQuestions: 2,
      incorrectQuestions: 1,
    });
    expect(after.overall).toEqual({
      totalQuestions: total,
      unattemptedQuestions: total - 3,
      correctQuestions: 2,
      incorrectQuestions: 1,
    });
    // The visitor's view does not change; every topic of the bank is listed.
    expect(await getJson<QuestionStats>('/api/stats/questions')).toEqual(visitor);
    expect(after.topics.map((x) => x.topicId)).toEqual(visitor.topics.map((x) => x.topicId));

    // A later correct answer moves a question from incorrect to correct.
    await quiz(user, topic.id, questions, [q3], [q1, q2, q4]);
    // A deleted question no longer counts.
    await t.db.execute(sql`update questions set deleted_at = now() where id = ${q4}`);
    const last = await getJson<QuestionStats>('/api/stats/questions', user.cookie);
    expect(last.topics.find((x) => x.topicId === topic.id)).toEqual({
      ...fresh,
      totalQuestions: 3,
      unattemptedQuestions: 0,
      correctQuestions: 3,
      incorrectQuestions: 0,
    });
    expect(last.overall.totalQuestions).toBe(total - 1);
  });
});

describe('GET /api/stats/summary', () => {
  it('reports accuracy as correct over answered, rounded, overall and per topic', async () => {
    const a = await topicWith(3, 'Summary A');
    const b = await topicWith(2, 'Summary B');
    const user = await signUpAndSignIn(t.app);

    const empty = await getJson<StatsSummary>('/api/stats/summary', user.cookie);
    expect(empty).toMatchObject({
      answered: 0,
      correct: 0,
      accuracy: 0,
      points: 0,
      quizzesCompleted: 0,
      wrongAnswersToReview: 0,
      topics: [],
    });

    await quiz(user, a.topic.id, a.questions, ids(a.questions).slice(0, 2)); // 2 of 3
    await quiz(user, b.topic.id, b.questions, [], [b.questions[1]!.id]); // 0 of 1

    const summary = await getJson<StatsSummary>('/api/stats/summary', user.cookie);
    expect(summary).toMatchObject({
      answered: 4,
      correct: 2,
      accuracy: 50,
      points: 2,
      quizzesCompleted: 2,
      wrongAnswersToReview: 2,
    });
    expect(summary.topics).toEqual(
      [
        { topicId: a.topic.id, topicName: a.topic.name, answered: 3, correct: 2, accuracy: 67 },
        { topicId: b.topic.id, topicName: b.topic.name, answered: 1, correct: 0, accuracy: 0 },
      ].sort((x, y) => x.topicName.localeCompare(y.topicName)),
    );
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily.at(-1)).toMatchObject({ answered: 4, correct: 2 });
    expect(summary.daily.slice(0, -1).every((d) => d.answered === 0)).toBe(true);

    // Every attempt counts, not each question once: topic A again, only its third one right.
    await quiz(user, a.topic.id, a.questions, [a.questions[2]!.id]);
    const again = await getJson<StatsSummary>('/api/stats/summary', user.cookie);
    expect(again.topics.find((x) => x.topicId === a.topic.id)).toEqual({
      topicId: a.topic.id,
      topicName: a.topic.name,
      answered: 6,
      correct: 3,
      accuracy: 50,
    });

    // 1 of 3 rounds to 33.
    const c = await topicWith(3, 'Summary C');
    const other = await signUpAndSignIn(t.app);
    await quiz(other, c.topic.id, c.questions, [c.questions[0]!.id]);
    expect((await getJson<StatsSummary>('/api/stats/summary', other.cookie)).accuracy).toBe(33);
  });
});

describe('read after write', () => {
  it("a completed quiz shows in the answerer's next reads and the author's points", async () => {
    const { topic, questions } = await topicWith(2, 'Fresh');
    const user = await signUpAndSignIn(t.app);
    const authorPoints = (await getJson<StatsSummary>('/api/stats/summary', author.cookie)).points;
    expect(await getJson<DueCounts>('/api/stats/due', user.cookie)).toMatchObject({
      nextDueAt: null,
    });
    expect(await getJson<ActivityItem[]>('/api/stats/recent-activity', user.cookie)).toEqual([]);

    await quiz(user, topic.id, questions, [questions[0]!.id]);

    expect(await getJson<StatsSummary>('/api/stats/summary', user.cookie)).toMatchObject({
      answered: 2,
      correct: 1,
      points: 1,
      quizzesCompleted: 1,
      wrongAnswersToReview: 1,
    });
    const bank = await getJson<QuestionStats>('/api/stats/questions', user.cookie);
    expect(bank.topics.find((x) => x.topicId === topic.id)).toMatchObject({
      correctQuestions: 1,
      incorrectQuestions: 1,
    });
    expect((await getJson<DueCounts>('/api/stats/due', user.cookie)).nextDueAt).not.toBeNull();
    expect(await getJson<ActivityItem[]>('/api/stats/recent-activity', user.cookie)).toMatchObject([
      { title: topic.name, correct: 1, total: 2, pointsEarned: 1 },
    ]);
    // a nectar per first answer to the author's questions
    expect((await getJson<StatsSummary>('/api/stats/summary', author.cookie)).points).toBe(
      authorPoints + 2,
    );
  });
});

describe('GET /api/stats/class-ranking', () => {
  it('lists the same class and year only, by points, with isMe on the caller', async () => {
    const me = await signUpAndSignIn(t.app, { name: 'Me Myself' });
    const top = await signUpAndSignIn(t.app, { name: 'Top Trainee' });
    const mid = await signUpAndSignIn(t.app, { name: 'Mid Trainee' });
    const otherYear = await signUpAndSignIn(t.app, { name: 'Other Year' });
    const otherClass = await signUpAndSignIn(t.app, { name: 'Other Class' });
    const noClass = await signUpAndSignIn(t.app, { name: 'No Class' });
    await onboard(me, 'Wellington', 2026);
    await onboard(top, 'Wellington', 2026);
    await onboard(mid, 'Wellington', 2026);
    await onboard(otherYear, 'Wellington', 2027);
    await onboard(otherClass, 'Canterbury', 2026);
    const topic = await createTopic(t.db);
    await createQuestions(t.db, top.userId, [topic.id], 2); // 10
    await createQuestions(t.db, mid.userId, [topic.id], 1); // 5
    await createQuestions(t.db, otherYear.userId, [topic.id], 4); // 20
    await createQuestions(t.db, otherClass.userId, [topic.id], 4); // 20

    const ranking = await getJson<ClassRanking>('/api/stats/class-ranking', me.cookie);
    expect(ranking).toEqual({
      gpepClass: 'Wellington',
      gpepYear: 2026,
      members: [
        { id: top.userId, name: 'Top Trainee', points: 10, rank: 1, isMe: false },
        { id: mid.userId, name: 'Mid Trainee', points: 5, rank: 2, isMe: false },
        { id: me.userId, name: 'Me Myself', points: 0, rank: 3, isMe: true },
      ],
    });

    const fromTop = await getJson<ClassRanking>('/api/stats/class-ranking', top.cookie);
    expect(fromTop.members.filter((m) => m.isMe).map((m) => m.id)).toEqual([top.userId]);

    // Before onboarding there is no class to rank.
    expect(await getJson<ClassRanking>('/api/stats/class-ranking', noClass.cookie)).toEqual({
      gpepClass: null,
      gpepYear: null,
      members: [],
    });
  });

  it('past the first 100, still lists the caller, last, with their rank', async () => {
    const me = await signUpAndSignIn(t.app, { name: 'Far Down' });
    await onboard(me, 'Otago', 2031);
    // 101 classmates ahead of the caller, written straight into the tables (a sign-up each
    // would take minutes): users (their profiles come from the trigger), then nectar with its
    // ledger rows, 1 to 101 points.
    await t.db.execute(sql`
      insert into "user" (id, name, email)
      select 'crowd-' || i, 'Crowd ' || lpad(i::text, 3, '0'), 'crowd-' || i || '@example.test'
      from generate_series(1, 101) i`);
    await t.db.execute(sql`
      insert into point_events (user_id, delta, reason, award_key)
      select 'crowd-' || i, i, 'question-written', 'crowd-award-' || i
      from generate_series(1, 101) i`);
    await t.db.execute(sql`
      update profiles set gpep_class = 'Otago', gpep_year = 2031,
             has_completed_onboarding = true, points = substr(id, 7)::int
      where id like 'crowd-%'`);

    const ranking = await getJson<ClassRanking>('/api/stats/class-ranking', me.cookie);
    expect(ranking.members).toHaveLength(101);
    expect(ranking.members[0]).toMatchObject({ name: 'Crowd 101', points: 101, rank: 1 });
    expect(ranking.members[99]).toMatchObject({ name: 'Crowd 002', points: 2, rank: 100 });
    expect(ranking.members[100]).toEqual({
      id: me.userId,
      name: 'Far Down',
      points: 0,
      rank: 102,
      isMe: true,
    });
    expect(ranking.members.filter((m) => m.isMe)).toHaveLength(1);

    // Within the first 100, the caller's row is where it ranks, once, and nothing is added.
    const near = await signUpAndSignIn(t.app, { name: 'Near Top' });
    await onboard(near, 'Otago', 2031);
    await t.db.execute(sql`
      insert into point_events (user_id, delta, reason, award_key)
      values (${near.userId}, 50, 'question-written', 'near-top-award')`);
    await t.db.execute(sql`update profiles set points = 50 where id = ${near.userId}`);
    const high = await getJson<ClassRanking>('/api/stats/class-ranking', near.cookie);
    expect(high.members).toHaveLength(100);
    expect(high.members.filter((m) => m.isMe)).toEqual([
      expect.objectContaining({ id: near.userId, points: 50, rank: 52 }),
    ]);
    expect(high.members.findIndex((m) => m.isMe)).toBeLessThan(53);
  });
});

describe('GET /api/stats/regional', () => {
  it('sums points, questions answered and written per class, for anyone', async () => {
    const writer = await signUpAndSignIn(t.app);
    const prolific = await signUpAndSignIn(t.app);
    const reader = await signUpAndSignIn(t.app);
    const outsider = await signUpAndSignIn(t.app); // no class: in no region
    for (const account of [writer, prolific, reader]) await onboard(account, 'Tairāwhiti', 2025);
    const topic = await createTopic(t.db);
    const key = await createQuestions(t.db, writer.userId, [topic.id], 1);
    const elsewhere = await createTopic(t.db);
    await createQuestions(t.db, prolific.userId, [elsewhere.id], 2);
    await createQuestions(t.db, outsider.userId, [elsewhere.id], 1);
    await quiz(reader, topic.id, key, ids(key)); // reader +1, writer +1 (attempted)

    const response = await get('/api/stats/regional');
    expect(response.statusCode).toBe(200);
    const regions = response.json() as RegionalStat[];
    expect(regions).toHaveLength(13);
    expect(regions.find((r) => r.region === 'Tairāwhiti')).toEqual({
      region: 'Tairāwhiti',
      totalPoints: 5 + 1 + 10 + 1,
      questionsAnswered: 1,
      questionsWritten: 3,
    });
    expect(regions.find((r) => r.region === 'Southland')).toEqual({
      region: 'Southland',
      totalPoints: 0,
      questionsAnswered: 0,
      questionsWritten: 0,
    });
    const points = regions.map((r) => r.totalPoints);
    expect(points).toEqual([...points].sort((x, y) => y - x));
  });
});

describe('GET /api/stats/recent-activity', () => {
  it('lists completed quizzes newest first, limited', async () => {
    const { topic, questions } = await topicWith(4, 'Activity');
    const user = await signUpAndSignIn(t.app);
    const first = await quiz(user, topic.id, questions, ids(questions).slice(0, 1)); // 1/4
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await quiz(user, topic.id, questions, ids(questions)); // 4/4
    await new Promise((resolve) => setTimeout(resolve, 5));
    const review = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      reviewMode: 'correct',
    });
    const third = await completeOk(t.app, user.cookie, review.id, {
      answers: answersFor(review.questions, questions, []), // 0/4
    });
    // An unfinished quiz is not activity.
    await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      excludeCorrect: false,
    });

    const all = await getJson<ActivityItem[]>('/api/stats/recent-activity', user.cookie);
    expect(all.map((a) => a.id)).toEqual([third.sessionId, second.sessionId, first.sessionId]);
    expect(all[0]).toMatchObject({
      kind: 'quiz',
      title: `${topic.name} review`,
      correct: 0,
      total: 4,
      scorePercentage: 0,
      pointsEarned: 0,
    });
    expect(all[1]).toMatchObject({
      title: topic.name,
      correct: 4,
      scorePercentage: 100,
      pointsEarned: 3,
    });
    expect(all[2]).toMatchObject({
      title: topic.name,
      correct: 1,
      scorePercentage: 25,
      pointsEarned: 1,
    });

    const two = await getJson<ActivityItem[]>('/api/stats/recent-activity?limit=2', user.cookie);
    expect(two.map((a) => a.id)).toEqual([third.sessionId, second.sessionId]);

    expect((await get('/api/stats/recent-activity?limit=21', user.cookie)).statusCode).toBe(400);
    // The service writes the limit into the statement's text: only whole numbers from 1 to 20.
    for (const limit of [0, 21, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(recentActivity(t.db, 'anyone', limit)).rejects.toThrow(RangeError);
    }
    // Someone else sees none of it.
    const other = await signUpAndSignIn(t.app);
    expect(await getJson<ActivityItem[]>('/api/stats/recent-activity', other.cookie)).toEqual([]);
  });

  it("titles a quick quiz 'Quick 10'", async () => {
    await topicWith(1, 'Quick');
    const user = await signUpAndSignIn(t.app);
    const session = await startReady(t.app, user.cookie, { type: 'quick' });
    const done = await completeOk(t.app, user.cookie, session.id, { answers: [] });
    const [item] = await getJson<ActivityItem[]>('/api/stats/recent-activity', user.cookie);
    expect(item).toMatchObject({ id: done.sessionId, title: 'Quick 10', correct: 0 });
  });

  it("titles a mock exam 'Mock exam'", async () => {
    await topicWith(1, 'Exam');
    const user = await signUpAndSignIn(t.app);
    const session = await startReady(t.app, user.cookie, { type: 'exam', questionCount: 20 });
    const done = await completeOk(t.app, user.cookie, session.id, { answers: [] });
    const [item] = await getJson<ActivityItem[]>('/api/stats/recent-activity', user.cookie);
    expect(item).toMatchObject({ id: done.sessionId, kind: 'quiz', title: 'Mock exam' });
  });
});

describe('answer histories', () => {
  async function walk(path: string, cookie: string) {
    const pages: HistoryPage[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${path}?limit=1${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`;
      const page: HistoryPage = await getJson<HistoryPage>(url, cookie);
      pages.push(page);
      cursor = page.nextCursor;
      if (pages.length > 20) throw new Error('the pages never end');
    } while (cursor);
    return pages;
  }

  it('pages through every answer, newest first, with nextCursor', async () => {
    const a = await topicWith(3, 'History A');
    const b = await topicWith(2, 'History B');
    const user = await signUpAndSignIn(t.app);
    await quiz(user, a.topic.id, a.questions, ids(a.questions).slice(0, 1)); // 1 right, 2 wrong
    await quiz(user, b.topic.id, b.questions, ids(b.questions)); // 2 right

    const full = await getJson<HistoryPage>('/api/stats/history/answers', user.cookie);
    expect(full.items).toHaveLength(5);
    expect(full.nextCursor).toBeNull();
    // Newest first: the second quiz's answers come before the first one's.
    expect(new Set(full.items.slice(0, 2).map((i) => i.questionId))).toEqual(
      new Set(ids(b.questions)),
    );
    const item = full.items.find((i) => i.questionId === a.questions[1]!.id)!;
    expect(item).toMatchObject({
      isCorrect: false,
      correctAnswer: a.questions[1]!.correct,
      explanation: a.questions[1]!.explanation,
      reference: a.questions[1]!.reference,
    });

    const pages = await walk('/api/stats/history/answers', user.cookie);
    expect(pages).toHaveLength(5);
    for (const page of pages) expect(page.items).toHaveLength(1);
    expect(pages[1]!.items[0]!.id).not.toBe(pages[0]!.items[0]!.id);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.map((p) => p.items[0]!.id)).toEqual(full.items.map((i) => i.id));
  });

  it('pages through the wrong answers and drops a question once answered correctly', async () => {
    const { topic, questions } = await topicWith(4, 'Wrong');
    const user = await signUpAndSignIn(t.app);
    const [q1] = ids(questions) as [string];
    await quiz(user, topic.id, questions, [q1]); // 3 wrong

    const pages = await walk('/api/stats/history/wrong-answers', user.cookie);
    expect(pages).toHaveLength(3);
    expect(pages[1]!.items[0]!.questionId).not.toBe(pages[0]!.items[0]!.questionId);
    expect(new Set(pages.map((p) => p.items[0]!.questionId))).toEqual(
      new Set(ids(questions).slice(1)),
    );
    expect(pages.at(-1)!.nextCursor).toBeNull();
    for (const p of pages) expect(p.items[0]!.isCorrect).toBe(false);

    const fixed = questions[2]!.id;
    await quiz(
      user,
      topic.id,
      questions,
      [fixed],
      ids(questions).filter((id) => id !== fixed),
    );
    const after = await getJson<HistoryPage>('/api/stats/history/wrong-answers', user.cookie);
    expect(after.items.map((i) => i.questionId).sort()).toEqual(
      ids(questions)
        .slice(1)
        .filter((id) => id !== fixed)
        .sort(),
    );
    // Someone else's history is not visible.
    const other = await signUpAndSignIn(t.app);
    expect(await getJson<HistoryPage>('/api/stats/history/answers', other.cookie)).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it.each([
    'garbage',
    '2026-01-01T00:00:00.000Z',
    '2026-01-01T00:00:00.000Z_not-a-uuid',
    '1_00000000-0000-4000-8000-000000000000',
    'Tue Mar 01 2022_00000000-0000-4000-8000-000000000000',
    // well formed, but no such instant: PostgreSQL's ::timestamptz would fail the query (a 500)
    '2020-02-30T00:00:00Z_00000000-0000-4000-8000-000000000000',
    '2021-02-29T00:00:00.000000Z_00000000-0000-4000-8000-000000000000',
    '2026-04-31T00:00:00Z_00000000-0000-4000-8000-000000000000',
    '2026-13-01T00:00:00Z_00000000-0000-4000-8000-000000000000',
    '2026-01-01T24:00:00Z_00000000-0000-4000-8000-000000000000',
    '2026-01-01T23:60:00Z_00000000-0000-4000-8000-000000000000',
    '0000-01-01T00:00:00Z_00000000-0000-4000-8000-000000000000',
  ])('refuses the malformed cursor %s with 400', async (cursor) => {
    const user = await signUpAndSignIn(t.app);
    for (const path of ['/api/stats/history/answers', '/api/stats/history/wrong-answers']) {
      const response = await get(`${path}?before=${encodeURIComponent(cursor)}`, user.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Invalid cursor',
      });
    }
  });

  it('accepts a cursor on a leap day', async () => {
    const user = await signUpAndSignIn(t.app);
    const cursor = '2024-02-29T23:59:59.999999Z_00000000-0000-4000-8000-000000000000';
    const response = await get(
      `/api/stats/history/answers?before=${encodeURIComponent(cursor)}`,
      user.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], nextCursor: null });
  });
});

describe('sign-in required', () => {
  it.each([
    '/api/stats/class-ranking',
    '/api/stats/recent-activity',
    '/api/stats/summary',
    '/api/stats/history/answers',
    '/api/stats/history/wrong-answers',
  ])('%s answers 401 without a session', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it.each(['/api/stats/questions', '/api/stats/regional'])(
    '%s is open to visitors',
    async (url) => {
      expect((await get(url)).statusCode).toBe(200);
    },
  );
});
