// A quiz's progress kept per answer (ADR 075, [product#progress-per-answer]) on a real database:
// each answer saved as it is given (idempotent, cleared by null), refused outside the issued set,
// after the end and to anyone but the session's owner; the open session read back to resume; the
// unfinished quiz home offers; and a completion that scores the saved answers with the sent ones
// over them, counted once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { quizSessions } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { errorOf, request } from '#server/test/authoring.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  completeOk,
  createQuestions,
  createTopic,
  ledgerRows,
  pointsOf,
  recordedAnswers,
  relaxedRateLimits,
  startReady,
  wrongOption,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import { claimTokenHeader } from '#shared/contract/claim-token.ts';
import type { Confidence } from '#shared/contract/confidence.ts';
import type { OptionId } from '#shared/contract/question-view.ts';
import {
  quizProgressMessages,
  resumeWindowDays,
  type CurrentQuiz,
  type OpenSession,
} from '#shared/contract/quiz-progress.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;
let author: Account;
let topicId: number;
let topicName: string;
let bank: MadeQuestion[];
const key = new Map<string, OptionId>();

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Progress Author' });
  const topic = await createTopic(t.db, 'Progress');
  topicId = topic.id;
  topicName = topic.name;
  bank = await createQuestions(t.db, author.userId, [topicId], 4);
  for (const q of bank) key.set(q.id, q.correct);
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

const right = (id: string) => key.get(id)!;
const headersOf = (claimToken?: string | null): Record<string, string> =>
  claimToken ? { [claimTokenHeader]: claimToken } : {};

function save(
  cookie: string | undefined,
  sessionId: string,
  questionId: string,
  body: { selectedAnswer: OptionId | null; confidence?: Confidence | null },
  claimToken?: string | null,
) {
  return request(
    t.app,
    'PUT',
    `/api/quiz-sessions/${sessionId}/answers/${questionId}`,
    cookie,
    body,
    headersOf(claimToken),
  );
}

async function saveOk(...args: Parameters<typeof save>) {
  const response = await save(...args);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { saved: true; answered: number };
}

async function readOpen(cookie: string | undefined, sessionId: string, claimToken?: string | null) {
  const response = await request(
    t.app,
    'GET',
    `/api/quiz-sessions/${sessionId}`,
    cookie,
    undefined,
    headersOf(claimToken),
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { session: OpenSession }).session;
}

async function current(cookie: string): Promise<CurrentQuiz | null> {
  const response = await request(t.app, 'GET', '/api/quiz-sessions/current', cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { session: CurrentQuiz | null }).session;
}

const startTopic = (cookie: string | undefined) =>
  startReady(t.app, cookie, { type: 'topic', topicId, questionCount: 'all' });

const progressOf = async (sessionId: string) =>
  (await t.db.select().from(quizSessions).where(eq(quizSessions.id, sessionId)))[0]!.progress;

describe('saving answers as they are given', () => {
  it('keeps each answer and confidence, resumes them, and clears one with null', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startTopic(user.cookie);
    expect(session.tutor).toBe(false);
    const [q1, q2] = session.questions;

    expect(await saveOk(user.cookie, session.id, q1!.id, { selectedAnswer: 'c' })).toEqual({
      saved: true,
      answered: 1,
    });
    await saveOk(user.cookie, session.id, q2!.id, { selectedAnswer: 'a', confidence: 'sure' });
    // a change of mind replaces the answer
    expect((await saveOk(user.cookie, session.id, q1!.id, { selectedAnswer: 'd' })).answered).toBe(
      2,
    );

    const open = await readOpen(user.cookie, session.id);
    expect(open.id).toBe(session.id);
    expect(open.questions.map((q) => q.id)).toEqual(session.questions.map((q) => q.id));
    expect(open.tutor).toBe(false);
    expect(open.claimToken).toBeNull();
    expect(open.progress).toEqual({
      answers: {
        [q1!.id]: { selectedAnswer: 'd', confidence: null, checked: false },
        [q2!.id]: { selectedAnswer: 'a', confidence: 'sure', checked: false },
      },
      checked: [],
    });
    // no key before the end, saved answers or not
    expect(open.questions.some((q) => 'correctAnswer' in q)).toBe(false);
    for (const q of bank) expect(JSON.stringify(open)).not.toContain(q.explanation);

    // null clears; clearing the last answer leaves no progress at all
    expect((await saveOk(user.cookie, session.id, q1!.id, { selectedAnswer: null })).answered).toBe(
      1,
    );
    await saveOk(user.cookie, session.id, q2!.id, { selectedAnswer: null });
    expect(await progressOf(session.id)).toBeNull();
    expect((await readOpen(user.cookie, session.id)).progress.answers).toEqual({});
    // nothing is recorded as an answer before the end
    expect(await recordedAnswers(t.db, user.userId)).toEqual([]);
  });

  it('a retried save changes nothing: the row is not even written again', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startTopic(user.cookie);
    const q = session.questions[0]!;
    const body = { selectedAnswer: 'b' as const, confidence: 'guess' as const };
    await saveOk(user.cookie, session.id, q.id, body);
    const version = async () =>
      (
        await t.db.execute<{ xmin: string }>(
          sql`select xmin::text from quiz_sessions where id = ${session.id}`,
        )
      ).rows[0]!.xmin;
    const before = await version();
    const retries = await Promise.all(
      [1, 2, 3].map(() => save(user.cookie, session.id, q.id, body)),
    );
    expect(retries.map((r) => r.json())).toEqual(retries.map(() => ({ saved: true, answered: 1 })));
    expect(await version()).toBe(before);
    // clearing an answer never given is a retry too
    await saveOk(user.cookie, session.id, session.questions[1]!.id, { selectedAnswer: null });
    expect(await version()).toBe(before);
  });

  it('a visitor saves and resumes with the claim token, and nobody else can', async () => {
    const session = await startTopic(undefined);
    const token = session.claimToken!;
    const q = session.questions[0]!;
    await saveOk(undefined, session.id, q.id, { selectedAnswer: 'a' }, token);
    const open = await readOpen(undefined, session.id, token);
    expect(open.progress.answers[q.id]).toMatchObject({ selectedAnswer: 'a' });
    expect(open.claimToken).toBeNull();

    const someone = await signUpAndSignIn(t.app);
    for (const [cookie, claim] of [
      [undefined, undefined],
      [undefined, 'wrong-token'],
      [someone.cookie, undefined],
    ] as const) {
      const refused = await save(cookie, session.id, q.id, { selectedAnswer: 'b' }, claim);
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused)).toEqual({ code: 'NOT_FOUND', message: 'No quiz data found' });
      const read = await request(
        t.app,
        'GET',
        `/api/quiz-sessions/${session.id}`,
        cookie,
        undefined,
        headersOf(claim),
      );
      expect(read.statusCode).toBe(404);
    }
    expect((await readOpen(undefined, session.id, token)).progress.answers[q.id]).toMatchObject({
      selectedAnswer: 'a',
    });
  });
});

describe('refusals', () => {
  it("another trainee's session answers 404, as if it did not exist", async () => {
    const owner = await signUpAndSignIn(t.app);
    const other = await signUpAndSignIn(t.app);
    const session = await startTopic(owner.cookie);
    const q = session.questions[0]!;
    for (const url of [`/api/quiz-sessions/${session.id}`, `/api/quiz-sessions/${randomUUID()}`]) {
      const read = await request(t.app, 'GET', url, other.cookie);
      expect(read.statusCode).toBe(404);
      expect(errorOf(read)).toEqual({ code: 'NOT_FOUND', message: 'No quiz data found' });
    }
    const refused = await save(other.cookie, session.id, q.id, { selectedAnswer: 'a' });
    expect(refused.statusCode).toBe(404);
    expect(await progressOf(session.id)).toBeNull();
  });

  it('a question outside the issued set is refused', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId,
      questionCount: 1,
    });
    const outside = bank.find((q) => q.id !== session.questions[0]!.id)!;
    for (const questionId of [outside.id, randomUUID(), 'not-a-uuid']) {
      const refused = await save(user.cookie, session.id, questionId, { selectedAnswer: 'a' });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toEqual({
        code: 'VALIDATION_FAILED',
        message: quizProgressMessages.notInQuiz,
      });
    }
    const badOption = await save(user.cookie, session.id, session.questions[0]!.id, {
      selectedAnswer: 'e' as OptionId,
    });
    expect(badOption.statusCode).toBe(400);
    expect(await progressOf(session.id)).toBeNull();
  });

  it('a finished quiz takes no more answers and is no longer read as open', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startTopic(user.cookie);
    const q = session.questions[0]!;
    await saveOk(user.cookie, session.id, q.id, { selectedAnswer: right(q.id) });
    await completeOk(t.app, user.cookie, session.id, { answers: [] });
    const refused = await save(user.cookie, session.id, q.id, { selectedAnswer: 'a' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'CONFLICT', message: quizProgressMessages.finished });
    const read = await request(t.app, 'GET', `/api/quiz-sessions/${session.id}`, user.cookie);
    expect(read.statusCode).toBe(409);
    expect(errorOf(read).message).toBe(quizProgressMessages.finished);
  });

  it('an exam keeps its own saves', async () => {
    const user = await signUpAndSignIn(t.app);
    const exam = await startReady(t.app, user.cookie, {
      type: 'exam',
      questionCount: 20,
      timed: false,
    });
    const refused = await save(user.cookie, exam.id, exam.questions[0]!.id, {
      selectedAnswer: 'a',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(quizProgressMessages.exam);
    expect(exam.tutor).toBe(false);
    // read as open, it is the exam with its own state
    const open = await readOpen(user.cookie, exam.id);
    expect(open.exam).toMatchObject({ answers: {}, marked: [] });
    expect(open.progress).toEqual({ answers: {}, checked: [] });
    await completeOk(t.app, user.cookie, exam.id, { answers: [] });
  });
});

describe('the quiz to continue', () => {
  it('is the latest unfinished quiz with a saved answer, with its kind, topic and count', async () => {
    const user = await signUpAndSignIn(t.app);
    expect(await current(user.cookie)).toBeNull();
    const older = await startTopic(user.cookie);
    await saveOk(user.cookie, older.id, older.questions[0]!.id, { selectedAnswer: 'a' });
    const newer = await startTopic(user.cookie);
    // started, nothing saved yet: not offered
    expect((await current(user.cookie))?.id).toBe(older.id);
    await saveOk(user.cookie, newer.id, newer.questions[0]!.id, { selectedAnswer: 'b' });
    await saveOk(user.cookie, newer.id, newer.questions[1]!.id, { selectedAnswer: 'c' });
    const offered = await current(user.cookie);
    expect(offered).toEqual({
      id: newer.id,
      quizType: 'topic',
      topicId,
      topicName,
      quizName: null,
      reviewMode: null,
      tutor: false,
      answered: 2,
      totalQuestions: bank.length,
      startedAt: expect.any(String),
    });

    // finished: the older one again; too old: nothing
    await completeOk(t.app, user.cookie, newer.id, { answers: [] });
    expect((await current(user.cookie))?.id).toBe(older.id);
    await t.db.execute(sql`update quiz_sessions
      set created_at = now() - make_interval(days => ${resumeWindowDays}, secs => 1)
      where id = ${older.id}`);
    expect(await current(user.cookie)).toBeNull();
    // never another trainee's, never a visitor's route
    const other = await signUpAndSignIn(t.app);
    expect(await current(other.cookie)).toBeNull();
    const visitor = await request(t.app, 'GET', '/api/quiz-sessions/current');
    expect(visitor.statusCode).toBe(401);
  });

  it("names a shared quiz and a Quick 10's kind", async () => {
    const user = await signUpAndSignIn(t.app);
    const quiz = await request(t.app, 'POST', '/api/quizzes', author.cookie, {
      name: 'Progress quiz',
      questionIds: bank.map((q) => q.id),
    });
    const shareCode = (quiz.json() as { shareCode: string }).shareCode;
    const shared = await startReady(t.app, user.cookie, { type: 'shared-quiz', shareCode });
    await saveOk(user.cookie, shared.id, shared.questions[0]!.id, { selectedAnswer: 'a' });
    expect(await current(user.cookie)).toMatchObject({
      quizType: 'shared-quiz',
      quizName: 'Progress quiz',
      topicName: null,
      answered: 1,
    });
    const quick = await startReady(t.app, user.cookie, { type: 'quick' });
    await saveOk(user.cookie, quick.id, quick.questions[0]!.id, { selectedAnswer: 'a' });
    expect(await current(user.cookie)).toMatchObject({
      id: quick.id,
      quizType: 'quick',
      topicName: null,
      totalQuestions: quick.questions.length,
    });
  });
});

describe('completion with saved answers', () => {
  it('scores the saved answers, with the sent ones over them, once', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startTopic(user.cookie);
    const [q1, q2, q3, q4] = session.questions.map((q) => q.id) as [string, string, string, string];
    // q1 saved right and not sent; q2 saved wrong, sent right; q3 saved right, sent wrong;
    // q4 neither
    await saveOk(user.cookie, session.id, q1, { selectedAnswer: right(q1), confidence: 'sure' });
    await saveOk(user.cookie, session.id, q2, { selectedAnswer: wrongOption(right(q2)) });
    await saveOk(user.cookie, session.id, q3, { selectedAnswer: right(q3), confidence: 'unsure' });
    const body = {
      answers: [
        { questionId: q2, selectedAnswer: right(q2) },
        { questionId: q3, selectedAnswer: wrongOption(right(q3)) },
      ],
    };
    const result = await completeOk(t.app, user.cookie, session.id, body);
    const byId = new Map(result.results.map((r) => [r.questionId, r]));
    expect(byId.get(q1)).toMatchObject({ selectedAnswer: right(q1), isCorrect: true, points: 1 });
    expect(byId.get(q2)).toMatchObject({ selectedAnswer: right(q2), isCorrect: true, points: 1 });
    expect(byId.get(q3)).toMatchObject({ isCorrect: false, points: 0 });
    expect(byId.get(q4)).toMatchObject({ selectedAnswer: null, correctAnswer: null });
    expect(result).toMatchObject({ correctAnswers: 2, pointsEarned: 2 });
    expect(await pointsOf(t.db, user.userId)).toBe(2);

    const recorded = await t.db.execute<{ question_id: string; confidence: string | null }>(
      sql`select question_id, confidence from user_answers where quiz_session_id = ${session.id}`,
    );
    expect(new Map(recorded.rows.map((r) => [r.question_id, r.confidence]))).toEqual(
      new Map([
        [q1, 'sure'],
        [q2, null],
        // the sent option differs from the saved one: the saved confidence went with it
        [q3, null],
      ]),
    );

    // a replay is the same result and counts nothing more
    const replay = await completeOk(t.app, user.cookie, session.id, { answers: [] });
    expect(replay).toEqual(result);
    expect(await recordedAnswers(t.db, user.userId, session.id)).toHaveLength(3);
    expect(await ledgerRows(t.db, user.userId, 'first-correct')).toHaveLength(2);
  });

  it("a visitor's saved answers count in their result", async () => {
    const session = await startTopic(undefined);
    const token = session.claimToken!;
    const q = session.questions[0]!.id;
    await saveOk(undefined, session.id, q, { selectedAnswer: right(q) }, token);
    const result = await completeOk(t.app, undefined, session.id, {
      answers: [],
      claimToken: token,
    });
    expect(result).toMatchObject({ correctAnswers: 1, saved: false });
  });
});
