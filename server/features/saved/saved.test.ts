// Saved questions and notes (ADR 033) on a real database: only answered questions are saved, the
// note follows the user-text rules, bookmarks are private, search matches question text and note,
// and the saved quiz issues only the user's live saved questions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
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
import type { SavedList } from '#shared/contract/saved.ts';
import type { ActivityItem } from '#shared/contract/stats.ts';

let t: TestApp;
let author: User;

type User = Awaited<ReturnType<typeof signUpAndSignIn>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Question Author' });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

function save(cookie: string | undefined, questionId: string, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/saved/${questionId}`,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

function remove(cookie: string, questionId: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/saved/${questionId}`,
    headers: { origin: testOrigin, cookie },
  });
}

async function list(cookie: string, q?: string): Promise<SavedList> {
  const response = await t.app.inject({
    method: 'GET',
    url: q === undefined ? '/api/saved' : `/api/saved?q=${encodeURIComponent(q)}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as SavedList;
}

/** A topic of `count` questions the user answers in one quiz (all wrong). */
async function answered(user: User, count: number): Promise<MadeQuestion[]> {
  const topic = await createTopic(t.db);
  const key = await createQuestions(t.db, author.userId, [topic.id], count);
  const session = await startReady(t.app, user.cookie, {
    type: 'topic',
    topicId: topic.id,
    questionCount: 'all',
  });
  await completeOk(t.app, user.cookie, session.id, {
    answers: answersFor(session.questions, key, []),
  });
  return key;
}

describe('PUT /api/saved/:questionId', () => {
  it('saves only a question the user has answered; 401 for a visitor', async () => {
    const user = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    const [unanswered] = await createQuestions(t.db, author.userId, [topic.id], 1);
    const response = await save(user.cookie, unanswered!.id, { note: '' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Question not found',
    });
    expect((await save(undefined, unanswered!.id, { note: '' })).statusCode).toBe(401);

    const [q] = await answered(user, 1);
    expect((await save(user.cookie, q!.id, { note: 'Remember the dose' })).statusCode).toBe(200);
    const { items } = await list(user.cookie);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      questionId: q!.id,
      questionText: q!.questionText,
      topics: [{ name: expect.stringContaining('Test topic') as string }],
      isCorrect: false,
      correctAnswer: q!.correct,
      note: 'Remember the dose',
    });

    // saving again replaces the note, one row
    expect((await save(user.cookie, q!.id, { note: 'New words' })).statusCode).toBe(200);
    expect((await list(user.cookie)).items.map((i) => i.note)).toEqual(['New words']);
  });

  it('refuses a note over 2000 characters and control characters, with clear messages', async () => {
    const user = await signUpAndSignIn(t.app);
    const [q] = await answered(user, 1);
    const long = await save(user.cookie, q!.id, { note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('Note must be at most 2000 characters');
    const control = await save(user.cookie, q!.id, { note: 'bad\u0007bell' });
    expect(control.statusCode).toBe(400);
    expect(control.json().error.message).toContain('Note must not contain control characters');
    expect((await save(user.cookie, q!.id, { note: 'x'.repeat(2000) })).statusCode).toBe(200);
    expect((await save(user.cookie, q!.id, { note: 'two\nlines' })).statusCode).toBe(200);
  });
});

describe('privacy', () => {
  it("another user gets 404 on someone's bookmark and never sees it", async () => {
    const owner = await signUpAndSignIn(t.app);
    const other = await signUpAndSignIn(t.app);
    const [q] = await answered(owner, 1);
    await save(owner.cookie, q!.id, { note: 'private thoughts' });

    // the other user has not answered it: 404, and deleting theirs (none) is 404
    expect((await save(other.cookie, q!.id, { note: 'mine' })).statusCode).toBe(404);
    const del = await remove(other.cookie, q!.id);
    expect(del.statusCode).toBe(404);
    expect(del.json().error.message).toBe('Question not found');
    expect((await list(other.cookie)).items).toEqual([]);
    expect((await list(other.cookie, 'private')).items).toEqual([]);
    // the owner's bookmark is untouched
    expect((await list(owner.cookie)).items.map((i) => i.note)).toEqual(['private thoughts']);
  });
});

describe('GET /api/saved?q= and DELETE', () => {
  it('searches question text and note, newest first; delete removes', async () => {
    const user = await signUpAndSignIn(t.app);
    const [a, b, c] = await answered(user, 3);
    await save(user.cookie, a!.id, { note: 'Thyroid storm: beta blocker first' });
    await save(user.cookie, b!.id, { note: '' });
    await save(user.cookie, c!.id, { note: '100% of cases_here' });

    expect((await list(user.cookie)).items.map((i) => i.questionId)).toEqual([c!.id, b!.id, a!.id]);
    expect((await list(user.cookie, 'THYROID')).items.map((i) => i.questionId)).toEqual([a!.id]);
    // the question's own words
    const words = b!.questionText.slice(0, 20);
    expect((await list(user.cookie, words)).items.map((i) => i.questionId)).toEqual([b!.id]);
    // % and _ match themselves
    expect((await list(user.cookie, '0%')).items.map((i) => i.questionId)).toEqual([c!.id]);
    expect((await list(user.cookie, 'zzz-nothing')).items).toEqual([]);

    expect((await remove(user.cookie, a!.id)).statusCode).toBe(200);
    expect((await list(user.cookie)).items.map((i) => i.questionId)).toEqual([c!.id, b!.id]);
    expect((await remove(user.cookie, a!.id)).statusCode).toBe(404);
  });
});

describe("POST /api/quiz-sessions { type: 'saved' }", () => {
  it('issues only the saved live questions; empty when none; 401 for a visitor', async () => {
    const user = await signUpAndSignIn(t.app);
    const key = await answered(user, 4);
    const empty = await startQuizRequest(t.app, user.cookie, { type: 'saved' });
    expect(empty.json()).toEqual({ status: 'empty' });
    expect((await startQuizRequest(t.app, undefined, { type: 'saved' })).statusCode).toBe(401);

    await save(user.cookie, key[0]!.id, { note: '' });
    await save(user.cookie, key[1]!.id, { note: '' });
    await save(user.cookie, key[2]!.id, { note: '' });
    await t.db.execute(sql`update questions set deleted_at = now() where id = ${key[2]!.id}`);

    const session = await startReady(t.app, user.cookie, { type: 'saved', questionCount: 'all' });
    expect(session.quizType).toBe('saved');
    expect(session.questions.map((q) => q.id)).toEqual([key[1]!.id, key[0]!.id]);
    await completeOk(t.app, user.cookie, session.id, {
      answers: answersFor(session.questions, key, [key[0]!.id]),
    });
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/stats/recent-activity',
      headers: { cookie: user.cookie },
    });
    const items = activity.json() as ActivityItem[] | { items: ActivityItem[] };
    const rows = Array.isArray(items) ? items : items.items;
    expect(rows[0]).toMatchObject({ title: 'Saved questions', correct: 1, total: 2 });
  });
});
