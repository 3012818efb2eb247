// The timed mock exam (ADR 036) on a real database: the proportional draw, answers saved as they
// are given, the deadline enforced on the server's clock (answers refused after it plus the grace,
// the exam submitted by the next request or the sweep, with what was saved), the percentile
// among sittings of the same length, and the exam history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  completeOk,
  createQuestions,
  createTopic,
  ledgerRows,
  recordedAnswers,
  relaxedRateLimits,
  startQuizRequest,
  startReady,
  wrongOption,
  type ReadySession,
} from '#server/test/quiz-fixtures.ts';
import {
  examGraceSeconds,
  examSecondsPerQuestion,
  type ExamHistoryItem,
} from '#shared/contract/exam.ts';
import type { OptionId } from '#shared/contract/question-view.ts';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { submitExpiredExams } from './exam-progress.ts';

let t: TestApp;
let author: User;
let bigTopic: number;
let smallTopic: number;
/** the answer key of every question in the bank */
const key = new Map<string, OptionId>();

type User = Awaited<ReturnType<typeof signUpAndSignIn>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Exam Author' });
  bigTopic = (await createTopic(t.db, 'Big')).id;
  smallTopic = (await createTopic(t.db, 'Small')).id;
  // 30 + 10 questions: a 20-question exam takes 15 and 5
  for (const q of await createQuestions(t.db, author.userId, [bigTopic], 30))
    key.set(q.id, q.correct);
  for (const q of await createQuestions(t.db, author.userId, [smallTopic], 10))
    key.set(q.id, q.correct);
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

const startExam = (cookie: string, body: object = {}) =>
  startReady(t.app, cookie, { type: 'exam', questionCount: 20, ...body } as never);

function saveAnswer(
  cookie: string,
  sessionId: string,
  questionId: string,
  body: { selectedAnswer: OptionId | null; marked: boolean },
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/quiz-sessions/${sessionId}/exam-answers/${questionId}`,
    headers: { origin: testOrigin, cookie },
    payload: body,
  });
}

async function get<T>(cookie: string, url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** Moves the exam's clock: its deadline `seconds` from now (negative: in the past). */
async function deadlineIn(sessionId: string, seconds: number) {
  await t.db.execute(sql`update quiz_sessions
    set deadline_at = now() + make_interval(secs => ${seconds}) where id = ${sessionId}`);
}

const correct = (id: string) => key.get(id)!;

/** Saves right answers to the first `right` questions and wrong ones to the next `wrong`. */
async function answerSome(user: User, session: ReadySession, right: number, wrong = 0) {
  const questions = session.questions;
  for (const [i, q] of questions.slice(0, right + wrong).entries()) {
    const selectedAnswer = i < right ? correct(q.id) : wrongOption(correct(q.id));
    const response = await saveAnswer(user.cookie, session.id, q.id, {
      selectedAnswer,
      marked: false,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe('starting an exam', () => {
  it('draws across topics in proportion to the bank, with a deadline and no answer key', async () => {
    const user = await signUpAndSignIn(t.app);
    const before = Date.now();
    const session = await startExam(user.cookie);
    expect(session.quizType).toBe('exam');
    expect(session.questions).toHaveLength(20);
    expect(new Set(session.questions.map((q) => q.id)).size).toBe(20);
    const topicOf = await t.db.execute<{ question_id: string; topic_id: number }>(sql`
      select question_id, topic_id from question_topics
      where question_id in ${session.questions.map((q) => q.id)}`);
    const counts = topicOf.rows.map((r) => r.topic_id);
    expect(counts.filter((id) => id === bigTopic)).toHaveLength(15);
    expect(counts.filter((id) => id === smallTopic)).toHaveLength(5);

    expect(session.exam?.timeLimitSeconds).toBe(20 * examSecondsPerQuestion);
    const deadline = Date.parse(session.exam!.deadlineAt!);
    expect(deadline).toBeGreaterThanOrEqual(before + 20 * examSecondsPerQuestion * 1000 - 1000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 20 * examSecondsPerQuestion * 1000 + 1000);
    expect(session.exam).toMatchObject({ answers: {}, marked: [] });
    const body = JSON.stringify(session);
    expect(body).not.toMatch(/correctAnswer|Secret explanation|reference\.example/);
  });

  it('can be untimed; never asks the user their own questions; visitors and bad lengths refused', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startExam(user.cookie, { timed: false });
    expect(session.exam).toMatchObject({ deadlineAt: null, timeLimitSeconds: null });

    // The author's own 40 questions are the whole bank: nothing to sit
    const own = await startQuizRequest(t.app, author.cookie, { type: 'exam', questionCount: 20 });
    expect(own.json()).toEqual({ status: 'empty' });

    const visitor = await startQuizRequest(t.app, undefined, { type: 'exam', questionCount: 20 });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('Sign in to sit an exam');
    for (const questionCount of [0, 10, 21, 'all']) {
      const bad = await startQuizRequest(t.app, user.cookie, { type: 'exam', questionCount });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('a 50-question exam from a 40-question bank asks all 40, with 40 × 72 seconds', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startExam(user.cookie, { questionCount: 50 });
    expect(session.questions).toHaveLength(40);
    expect(session.exam?.timeLimitSeconds).toBe(40 * examSecondsPerQuestion);
  });
});

describe('answers saved while the exam runs', () => {
  it('keeps answers and marks on the server, for its owner only, and resumes them', async () => {
    const user = await signUpAndSignIn(t.app);
    const other = await signUpAndSignIn(t.app);
    const session = await startExam(user.cookie);
    const [q1, q2] = session.questions;
    expect(
      (await saveAnswer(user.cookie, session.id, q1!.id, { selectedAnswer: 'b', marked: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await saveAnswer(user.cookie, session.id, q2!.id, { selectedAnswer: 'c', marked: false }))
        .statusCode,
    ).toBe(200);
    expect(
      (await saveAnswer(user.cookie, session.id, q2!.id, { selectedAnswer: null, marked: true }))
        .statusCode,
    ).toBe(200);

    const current = await get<{ session: ReadySession | null }>(
      user.cookie,
      '/api/quiz-sessions/exams/current',
    );
    expect(current.session?.id).toBe(session.id);
    expect(current.session?.exam?.answers).toEqual({ [q1!.id]: 'b' });
    expect(new Set(current.session?.exam?.marked)).toEqual(new Set([q1!.id, q2!.id]));
    expect(await get(other.cookie, '/api/quiz-sessions/exams/current')).toEqual({ session: null });

    // another user's exam is not found; a question outside the exam, a non-exam quiz: refused
    expect(
      (await saveAnswer(other.cookie, session.id, q1!.id, { selectedAnswer: 'a', marked: false }))
        .statusCode,
    ).toBe(404);
    const outside = [...key.keys()].find((id) => !session.questions.some((q) => q.id === id))!;
    const refused = await saveAnswer(user.cookie, session.id, outside, {
      selectedAnswer: 'a',
      marked: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('This question is not part of the exam');
    const quick = await startReady(t.app, user.cookie, { type: 'quick', questionCount: 1 });
    const notExam = await saveAnswer(user.cookie, quick.id, quick.questions[0]!.id, {
      selectedAnswer: 'a',
      marked: false,
    });
    expect(notExam.statusCode).toBe(400);
    // nothing is recorded as answered until the exam is submitted
    expect(await recordedAnswers(t.db, user.userId, session.id)).toEqual([]);
  });

  it('completion scores the saved answers with the sent ones over them, nectar as any quiz', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startExam(user.cookie);
    await answerSome(user, session, 3, 2); // saved: 3 right, 2 wrong
    const [, , , q4, q5] = session.questions;
    // sent at Finish: q4 now right; q5 not sent (its saved wrong answer stands)
    const result = await completeOk(t.app, user.cookie, session.id, {
      answers: [{ questionId: q4!.id, selectedAnswer: correct(q4!.id) }],
    });
    expect(result.correctAnswers).toBe(4);
    expect(result.results.find((r) => r.questionId === q5!.id)?.isCorrect).toBe(false);
    expect(result.pointsEarned).toBe(4);
    expect(result.exam).toMatchObject({ autoSubmitted: false, timeLimitSeconds: 20 * 72 });
    expect(result.exam!.timeUsedSeconds).toBeLessThan(60);
    expect(await recordedAnswers(t.db, user.userId, session.id)).toHaveLength(5);
    // the topics add up to the questions asked, each with its right answers
    const totals = result.exam!.topics.reduce((sum, topic) => sum + topic.total, 0);
    expect(totals).toBe(20);
    expect(result.exam!.topics.reduce((sum, topic) => sum + topic.correct, 0)).toBe(4);

    // after the submission, saving is refused and nothing changes
    const late = await saveAnswer(user.cookie, session.id, q5!.id, {
      selectedAnswer: correct(q5!.id),
      marked: false,
    });
    expect(late.statusCode).toBe(409);
    expect(await get(user.cookie, '/api/quiz-sessions/exams/current')).toEqual({ session: null });
  });
});

describe('the deadline, on the server clock', () => {
  it('takes answers within the grace, refuses them after it and submits what was saved', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startExam(user.cookie);
    await answerSome(user, session, 2);
    const [, , q3, q4] = session.questions;

    await deadlineIn(session.id, -(examGraceSeconds - 5)); // past the deadline, within the grace
    expect(
      (
        await saveAnswer(user.cookie, session.id, q3!.id, {
          selectedAnswer: correct(q3!.id),
          marked: false,
        })
      ).statusCode,
    ).toBe(200);

    await deadlineIn(session.id, -(examGraceSeconds + 5));
    const refused = await saveAnswer(user.cookie, session.id, q4!.id, {
      selectedAnswer: correct(q4!.id),
      marked: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^Time is up/);

    // the refusal submitted the exam with the three saved answers; a late Finish changes nothing
    const late = await completeOk(t.app, user.cookie, session.id, {
      answers: session.questions.map((q) => ({ questionId: q.id, selectedAnswer: correct(q.id) })),
    });
    expect(late.correctAnswers).toBe(3);
    expect(late.exam).toMatchObject({ autoSubmitted: true, timeUsedSeconds: 20 * 72 });
    expect((await ledgerRows(t.db, user.userId, 'first-correct')).length).toBe(3);
  });

  it('a Finish sent after the grace is scored with the saved answers only', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startExam(user.cookie);
    await answerSome(user, session, 1);
    await deadlineIn(session.id, -(examGraceSeconds + 1));
    const result = await completeOk(t.app, user.cookie, session.id, {
      answers: session.questions.map((q) => ({ questionId: q.id, selectedAnswer: correct(q.id) })),
    });
    expect(result.correctAnswers).toBe(1);
    expect(result.exam?.autoSubmitted).toBe(true);
  });

  it('the sweep submits an abandoned exam once; reading its result and resuming agree', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startExam(user.cookie);
    await answerSome(user, session, 2, 1);
    await deadlineIn(session.id, -(examGraceSeconds + 60));

    expect(await submitExpiredExams(t.db)).toBeGreaterThanOrEqual(1);
    expect(await submitExpiredExams(t.db)).toBe(0);
    const result = await get<QuizResult>(user.cookie, `/api/quiz-sessions/${session.id}/result`);
    expect(result).toMatchObject({ correctAnswers: 2, exam: { autoSubmitted: true } });
    expect(await recordedAnswers(t.db, user.userId, session.id)).toHaveLength(3);
  });

  it('the next request submits an expired exam: its result, or the resume', async () => {
    const user = await signUpAndSignIn(t.app);
    const first = await startExam(user.cookie);
    await answerSome(user, first, 1);
    await deadlineIn(first.id, -(examGraceSeconds + 1));
    const result = await get<QuizResult>(user.cookie, `/api/quiz-sessions/${first.id}/result`);
    expect(result).toMatchObject({ correctAnswers: 1, exam: { autoSubmitted: true } });

    const second = await startExam(user.cookie);
    await answerSome(user, second, 2);
    await deadlineIn(second.id, -(examGraceSeconds + 1));
    expect(await get(user.cookie, '/api/quiz-sessions/exams/current')).toEqual({ session: null });
    const stored = await get<QuizResult>(user.cookie, `/api/quiz-sessions/${second.id}/result`);
    expect(stored.correctAnswers).toBe(2);
  });

  it('starting a new exam submits the running one with what it saved', async () => {
    const user = await signUpAndSignIn(t.app);
    const first = await startExam(user.cookie);
    await answerSome(user, first, 2);
    const second = await startExam(user.cookie);
    const result = await get<QuizResult>(user.cookie, `/api/quiz-sessions/${first.id}/result`);
    expect(result).toMatchObject({ correctAnswers: 2, exam: { autoSubmitted: false } });
    const current = await get<{ session: ReadySession | null }>(
      user.cookie,
      '/api/quiz-sessions/exams/current',
    );
    expect(current.session?.id).toBe(second.id);
  });
});

describe('percentile and history', () => {
  it('ranks a sitting among exams of its length in the last 90 days, ties as half', async () => {
    // A fresh length (40 questions: the whole bank) so the other tests' sittings do not count.
    const sit = async (right: number) => {
      const user = await signUpAndSignIn(t.app);
      const session = await startExam(user.cookie, { questionCount: 100 });
      expect(session.questions).toHaveLength(40);
      await answerSome(user, session, right);
      const result = await completeOk(t.app, user.cookie, session.id, { answers: [] });
      return { user, session, result };
    };
    const low = await sit(5);
    expect(low.result.exam).toMatchObject({ percentile: 50, sittings: 1 });
    const mid = await sit(10);
    expect(mid.result.exam).toMatchObject({ percentile: 75, sittings: 2 }); // (1 + 0.5) / 2
    const high = await sit(15);
    expect(high.result.exam).toMatchObject({ percentile: 83, sittings: 3 }); // (2 + 0.5) / 3

    // read later, the first sitting stands among all three: (0 + 0.5) / 3
    const again = await get<QuizResult>(
      low.user.cookie,
      `/api/quiz-sessions/${low.session.id}/result`,
    );
    expect(again.exam).toMatchObject({ percentile: 17, sittings: 3 });
    // a retried Finish replays the stored result exactly
    const replay = await completeOk(t.app, low.user.cookie, low.session.id, { answers: [] });
    expect(replay).toEqual(low.result);

    // a sitting older than 90 days no longer counts
    await t.db.execute(sql`update quiz_sessions set completed_at = now() - interval '91 days'
      where id = ${high.session.id}`);
    const later = await get<QuizResult>(
      mid.user.cookie,
      `/api/quiz-sessions/${mid.session.id}/result`,
    );
    expect(later.exam).toMatchObject({ percentile: 75, sittings: 2 });
  });

  it('GET /api/stats/exams lists the user’s own finished exams, newest first', async () => {
    const user = await signUpAndSignIn(t.app);
    const other = await signUpAndSignIn(t.app);
    const first = await startExam(user.cookie);
    await completeOk(t.app, user.cookie, first.id, { answers: [] });
    const second = await startExam(user.cookie, { timed: false });
    await answerSome(user, second, 3);
    await completeOk(t.app, user.cookie, second.id, { answers: [] });
    await startExam(user.cookie); // running: not in the history

    const history = await get<ExamHistoryItem[]>(user.cookie, '/api/stats/exams');
    expect(history.map((h) => h.sessionId)).toEqual([second.id, first.id]);
    expect(history[0]).toMatchObject({
      totalQuestions: 20,
      correctAnswers: 3,
      scorePercentage: 15,
      timeLimitSeconds: null,
      autoSubmitted: false,
    });
    expect(await get(other.cookie, '/api/stats/exams')).toEqual([]);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/stats/exams' });
    expect(visitor.statusCode).toBe(401);
  });
});
