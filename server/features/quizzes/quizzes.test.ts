// Quizzes built from the creator's own questions and shared by link [001 §2-§5, §9]: creation in
// selection order in one transaction, the spec's messages, My Quizzes with counts, the public quiz
// without answers, attempts (unanswered = option a; saved for signed-in users only, once per
// attemptId), deleted questions dropping out, and owner-only soft delete that keeps takers'
// attempts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { publicQuizAttempts, quizQuestions, quizzes } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  createTopic,
  ledgerRows,
  pointsOf,
  relaxedRateLimits,
} from '#server/test/quiz-fixtures.ts';
import {
  allKeys,
  count,
  errorOf,
  questionForm,
  request,
  withFailingTrigger,
  writeOk,
} from '#server/test/authoring.ts';
import type { MyQuiz, PublicQuiz, QuizAttemptResult } from '#shared/contract/quizzes.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

interface Made {
  id: string;
  correct: string;
  form: Record<string, unknown>;
}

/** An author with questions whose correct answers are `correct`, in that order. */
async function authorWith(correct: string[], name = 'Quiz Author') {
  const author = await signUpAndSignIn(t.app, { name });
  const topic = await createTopic(t.db);
  const made: Made[] = [];
  for (const c of correct) {
    const form = questionForm([topic.id], { correctAnswer: c });
    made.push({ id: await writeOk(t.app, author.cookie, form), correct: c, form });
  }
  return { author, topic, questions: made };
}

const createQuiz = (cookie: string | undefined, body: unknown) =>
  request(t.app, 'POST', '/api/quizzes', cookie, body);

async function createQuizOk(cookie: string, name: string, questionIds: string[]) {
  const response = await createQuiz(cookie, { name, questionIds });
  expect(response.statusCode).toBe(200);
  const { shareCode } = response.json() as { shareCode: string };
  const [quiz] = await t.db.select().from(quizzes).where(eq(quizzes.shareCode, shareCode));
  if (!quiz) throw new Error('quiz row missing');
  return { shareCode, id: quiz.id };
}

async function myQuizzes(cookie: string): Promise<MyQuiz[]> {
  const response = await request(t.app, 'GET', '/api/quizzes/mine', cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as MyQuiz[];
}

async function publicQuiz(code: string): Promise<PublicQuiz> {
  const response = await request(t.app, 'GET', `/api/take-quiz/${code}`);
  expect(response.statusCode).toBe(200);
  return response.json() as PublicQuiz;
}

const attempt = (
  code: string,
  cookie: string | undefined,
  attemptId: string,
  answers: { questionId: string; selectedAnswer: string }[],
) => request(t.app, 'POST', `/api/take-quiz/${code}/attempts`, cookie, { attemptId, answers });

async function attemptOk(...args: Parameters<typeof attempt>): Promise<QuizAttemptResult> {
  const response = await attempt(...args);
  expect(response.statusCode).toBe(200);
  return response.json() as QuizAttemptResult;
}

describe('creating a quiz', () => {
  it('keeps the selection order (question_order 1..n) and returns a random share code', async () => {
    const { author, questions } = await authorWith(['a', 'b', 'c', 'd']);
    const [q1, q2, q3, q4] = questions.map((q) => q.id) as [string, string, string, string];
    const selection = [q3, q1, q4, q2];
    const quiz = await createQuizOk(author.cookie, '  Cardiology revision  ', selection);

    expect(quiz.shareCode).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const [row] = await t.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(row).toMatchObject({ name: 'Cardiology revision', createdBy: author.userId });
    const links = await t.db
      .select({ questionId: quizQuestions.questionId, order: quizQuestions.questionOrder })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz.id))
      .orderBy(asc(quizQuestions.questionOrder));
    expect(links).toEqual(selection.map((questionId, i) => ({ questionId, order: i + 1 })));

    // The owner's numbered list and the public quiz show the same order.
    const list = await request(t.app, 'GET', `/api/quizzes/${quiz.id}/questions`, author.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual(
      selection.map((id, i) => ({
        questionOrder: i + 1,
        id,
        questionText: questions.find((q) => q.id === id)!.form.questionText,
      })),
    );
    expect((await publicQuiz(quiz.shareCode)).questions.map((q) => q.id)).toEqual(selection);

    // Another quiz of the same questions gets another code.
    const again = await createQuizOk(author.cookie, 'Cardiology revision', selection);
    expect(again.shareCode).not.toBe(quiz.shareCode);
    expect(again.shareCode).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  });

  it('refuses a blank or long name and an empty selection, with the spec’s messages', async () => {
    const { author, questions } = await authorWith(['a']);
    const ids = [questions[0]!.id];
    const cases: [unknown, string][] = [
      [{ name: '', questionIds: ids }, 'Please enter a quiz name'],
      [{ name: '    ', questionIds: ids }, 'Please enter a quiz name'],
      [{ questionIds: ids }, 'Please enter a quiz name'],
      [{ name: 'x'.repeat(101), questionIds: ids }, 'Quiz name must be at most 100 characters'],
      [{ name: 'My quiz', questionIds: [] }, 'Please select at least one question'],
      [{ name: 'My quiz' }, 'Please select at least one question'],
    ];
    for (const [body, message] of cases) {
      const response = await createQuiz(author.cookie, body);
      expect(response.statusCode, message).toBe(400);
      expect(errorOf(response), message).toEqual({ code: 'VALIDATION_FAILED', message });
    }
    const twice = await createQuiz(author.cookie, { name: 'Twice', questionIds: [ids[0], ids[0]] });
    expect(twice.statusCode).toBe(400);
    expect(await count(t.db, sql`quizzes where created_by = ${author.userId}`)).toBe(0);

    // 100 characters is allowed.
    await createQuizOk(author.cookie, 'y'.repeat(100), ids);
  });

  it('is one transaction: a failure while linking the questions leaves no quiz', async () => {
    const { author, questions } = await authorWith(['a', 'b']);
    const last = questions[1]!.id;
    await withFailingTrigger(t.db, 'quiz_questions', `new.question_id = '${last}'`, async () => {
      const response = await createQuiz(author.cookie, {
        name: 'Doomed quiz',
        questionIds: questions.map((q) => q.id),
      });
      expect(response.statusCode).toBe(500);
    });
    expect(await count(t.db, sql`quizzes where created_by = ${author.userId}`)).toBe(0);
    expect(await count(t.db, sql`quiz_questions where question_id = ${questions[0]!.id}`)).toBe(0);
    expect(await myQuizzes(author.cookie)).toEqual([]);
  });
});

describe('My Quizzes', () => {
  it('lists the user’s quizzes newest first with question and attempt counts', async () => {
    const { author, questions } = await authorWith(['a', 'b', 'c']);
    const older = await createQuizOk(author.cookie, 'Older', [questions[0]!.id]);
    const newer = await createQuizOk(
      author.cookie,
      'Newer',
      questions.map((q) => q.id),
    );
    const taker = await signUpAndSignIn(t.app);
    await attemptOk(newer.shareCode, taker.cookie, randomUUID(), []);
    await attemptOk(newer.shareCode, taker.cookie, randomUUID(), []);
    await attemptOk(older.shareCode, taker.cookie, randomUUID(), []);

    const list = await myQuizzes(author.cookie);
    expect(list.map((q) => q.name)).toEqual(['Newer', 'Older']);
    expect(list[0]).toMatchObject({
      id: newer.id,
      shareCode: newer.shareCode,
      questionCount: 3,
      attemptCount: 2,
    });
    expect(list[1]).toMatchObject({ id: older.id, questionCount: 1, attemptCount: 1 });
    expect(await myQuizzes(taker.cookie)).toEqual([]);
  });
});

describe('taking a quiz', () => {
  let author: Account;
  let made: Made[];
  let code: string;
  let quizId: string;

  beforeAll(async () => {
    const scene = await authorWith(['b', 'c', 'a'], 'Quiz Maker');
    author = scene.author;
    made = scene.questions;
    ({ shareCode: code, id: quizId } = await createQuizOk(
      author.cookie,
      'Public quiz',
      made.map((q) => q.id),
    ));
  });

  it('GET /api/take-quiz/:code carries no correct answer, explanation or reference', async () => {
    const response = await request(t.app, 'GET', `/api/take-quiz/${code}`);
    expect(response.statusCode).toBe(200);
    const json = response.json() as PublicQuiz;
    expect(json).toMatchObject({ quizId, quizName: 'Public quiz', creatorName: 'Quiz Maker' });
    expect(json.questions).toEqual(
      made.map((q) => ({
        id: q.id,
        questionText: q.form.questionText,
        answers: ['a', 'b', 'c', 'd'].map((optionId) => ({
          optionId,
          answerText: (q.form.answers as Record<string, string>)[optionId],
        })),
      })),
    );
    const keys = allKeys(json);
    for (const secret of [
      'correctAnswer',
      'correct_answer',
      'explanation',
      'reference',
      'isCorrect',
    ]) {
      expect(keys.has(secret), secret).toBe(false);
    }
    for (const q of made) {
      expect(response.body).not.toContain(q.form.explanation as string);
      expect(response.body).not.toContain(q.form.reference as string);
    }
  });

  it('an unknown code is 404 Quiz not found', async () => {
    for (const response of [
      await request(t.app, 'GET', '/api/take-quiz/NoSuchQuizCode1234'),
      await attempt('NoSuchQuizCode1234', undefined, randomUUID(), []),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Quiz not found' });
    }
  });

  it('a visitor’s attempt is scored (unanswered = a) and nothing is saved', async () => {
    const attemptsBefore = await count(t.db, sql`public_quiz_attempts`);
    const answersBefore = await count(t.db, sql`user_answers`);
    const authorPoints = await pointsOf(t.db, author.userId);
    const [q1, q2, q3] = made as [Made, Made, Made];
    const result = await attemptOk(code, undefined, randomUUID(), [
      { questionId: q1.id, selectedAnswer: 'b' }, // correct
      { questionId: q2.id, selectedAnswer: 'd' }, // wrong (c)
      // q3 unanswered: counts as a, which is correct
    ]);
    expect(result).toMatchObject({
      score: 2,
      totalQuestions: 3,
      percentage: 67,
      saved: false,
      pointsEarned: 0,
    });
    expect(result.results).toEqual([
      {
        questionId: q1.id,
        selectedAnswer: 'b',
        isCorrect: true,
        correctAnswer: 'b',
        explanation: q1.form.explanation,
        reference: q1.form.reference,
      },
      {
        questionId: q2.id,
        selectedAnswer: 'd',
        isCorrect: false,
        correctAnswer: 'c',
        explanation: q2.form.explanation,
        reference: q2.form.reference,
      },
      {
        // Scored as a [001 §4], but never answered: its key is not revealed (issue 7, 3).
        questionId: q3.id,
        selectedAnswer: 'a',
        isCorrect: true,
        correctAnswer: null,
        explanation: null,
        reference: null,
      },
    ]);
    expect(await count(t.db, sql`public_quiz_attempts`)).toBe(attemptsBefore);
    expect(await count(t.db, sql`user_answers`)).toBe(answersBefore);
    expect(await pointsOf(t.db, author.userId)).toBe(authorPoints);
  });

  it('an empty Finish treats every question as a and reveals no answer key', async () => {
    const result = await attemptOk(code, undefined, randomUUID(), []);
    expect(result.results.map((r) => r.selectedAnswer)).toEqual(['a', 'a', 'a']);
    expect(result).toMatchObject({ score: 1, totalQuestions: 3, percentage: 33 });
    const body = JSON.stringify(result);
    for (const q of made) {
      expect(body).not.toContain(q.form.explanation);
      expect(body).not.toContain(q.form.reference);
    }
    expect(result.results.map((r) => r.correctAnswer)).toEqual([null, null, null]);
  });

  it('a signed-in attempt is saved once per attemptId, with nectar for first correct answers', async () => {
    const taker = await signUpAndSignIn(t.app, { name: 'Taker' });
    const authorStart = await pointsOf(t.db, author.userId);
    const [q1, q2, q3] = made as [Made, Made, Made];
    const answers = [
      { questionId: q1.id, selectedAnswer: 'b' },
      { questionId: q2.id, selectedAnswer: 'd' },
    ];
    const attemptId = randomUUID();

    const first = await attemptOk(code, taker.cookie, attemptId, answers);
    expect(first).toMatchObject({
      score: 2,
      totalQuestions: 3,
      percentage: 67,
      saved: true,
      pointsEarned: 2,
    });

    const [row] = await t.db
      .select()
      .from(publicQuizAttempts)
      .where(eq(publicQuizAttempts.id, attemptId));
    expect(row).toMatchObject({ userId: taker.userId, quizId, score: 2, totalQuestions: 3 });
    const recorded = await t.db.execute<{
      question_id: string;
      selected_answer: string;
      is_correct: boolean;
      source: string;
    }>(sql`select question_id, selected_answer, is_correct, source from user_answers
           where user_id = ${taker.userId} order by question_id`);
    expect(recorded.rows).toEqual(
      [
        { question_id: q1.id, selected_answer: 'b', is_correct: true, source: 'shared-quiz' },
        { question_id: q2.id, selected_answer: 'd', is_correct: false, source: 'shared-quiz' },
        { question_id: q3.id, selected_answer: 'a', is_correct: true, source: 'shared-quiz' },
      ].sort((a, b) => a.question_id.localeCompare(b.question_id)),
    );
    expect(await pointsOf(t.db, taker.userId)).toBe(2);
    expect(await pointsOf(t.db, author.userId)).toBe(authorStart + 3);

    // The same Finish again (retry, double click): the same score, nothing recorded twice.
    const repeat = await attemptOk(code, taker.cookie, attemptId, answers);
    expect(repeat).toMatchObject({ score: 2, totalQuestions: 3, saved: true, pointsEarned: 0 });
    expect(await count(t.db, sql`public_quiz_attempts where user_id = ${taker.userId}`)).toBe(1);
    expect(await count(t.db, sql`user_answers where user_id = ${taker.userId}`)).toBe(3);
    expect(await pointsOf(t.db, taker.userId)).toBe(2);
    expect(await pointsOf(t.db, author.userId)).toBe(authorStart + 3);

    // A new attempt is recorded, but earns nothing already earned.
    const perfect = await attemptOk(code, taker.cookie, randomUUID(), [
      { questionId: q1.id, selectedAnswer: 'b' },
      { questionId: q2.id, selectedAnswer: 'c' },
      { questionId: q3.id, selectedAnswer: 'a' },
    ]);
    expect(perfect).toMatchObject({ score: 3, percentage: 100, pointsEarned: 1 });
    expect(await count(t.db, sql`public_quiz_attempts where user_id = ${taker.userId}`)).toBe(2);
    expect(await pointsOf(t.db, taker.userId)).toBe(3);
    expect(await pointsOf(t.db, author.userId)).toBe(authorStart + 3);
    expect(await ledgerRows(t.db, taker.userId, 'first-correct')).toHaveLength(3);
  });

  it('concurrent Finishes with one attemptId record the attempt once', async () => {
    const taker = await signUpAndSignIn(t.app);
    const attemptId = randomUUID();
    const answers = made.map((q) => ({ questionId: q.id, selectedAnswer: q.correct }));
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => attempt(code, taker.cookie, attemptId, answers)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await count(t.db, sql`public_quiz_attempts where id = ${attemptId}`)).toBe(1);
    expect(await count(t.db, sql`user_answers where user_id = ${taker.userId}`)).toBe(3);
    expect(await pointsOf(t.db, taker.userId)).toBe(3);
  });

  it('the creator taking their own quiz earns nothing', async () => {
    const start = await pointsOf(t.db, author.userId);
    const result = await attemptOk(
      code,
      author.cookie,
      randomUUID(),
      made.map((q) => ({ questionId: q.id, selectedAnswer: q.correct })),
    );
    expect(result).toMatchObject({ score: 3, saved: true, pointsEarned: 0 });
    expect(await pointsOf(t.db, author.userId)).toBe(start);
  });

  it('refuses a malformed attempt', async () => {
    for (const body of [
      { answers: [] },
      { attemptId: 'not-a-uuid', answers: [] },
      { attemptId: randomUUID(), answers: [{ questionId: made[0]!.id, selectedAnswer: 'e' }] },
    ]) {
      const response = await request(
        t.app,
        'POST',
        `/api/take-quiz/${code}/attempts`,
        undefined,
        body,
      );
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('deleted questions and deleted quizzes', () => {
  it('a deleted question drops out of the quiz; the rest stay in order', async () => {
    const { author, questions } = await authorWith(['a', 'b', 'c']);
    const [q1, q2, q3] = questions as [Made, Made, Made];
    const quiz = await createQuizOk(author.cookie, 'Shrinking', [q1.id, q2.id, q3.id]);
    const del = await request(t.app, 'DELETE', `/api/questions/${q2.id}`, author.cookie);
    expect(del.statusCode).toBe(200);

    expect((await publicQuiz(quiz.shareCode)).questions.map((q) => q.id)).toEqual([q1.id, q3.id]);
    const list = await request(t.app, 'GET', `/api/quizzes/${quiz.id}/questions`, author.cookie);
    expect(
      (list.json() as { questionOrder: number; id: string }[]).map((q) => [q.questionOrder, q.id]),
    ).toEqual([
      [1, q1.id],
      [2, q3.id],
    ]);
    expect((await myQuizzes(author.cookie))[0]).toMatchObject({ id: quiz.id, questionCount: 2 });

    const taker = await signUpAndSignIn(t.app);
    const result = await attemptOk(quiz.shareCode, taker.cookie, randomUUID(), [
      { questionId: q2.id, selectedAnswer: 'b' }, // no longer in the quiz: ignored
      { questionId: q3.id, selectedAnswer: 'c' },
    ]);
    expect(result).toMatchObject({ score: 2, totalQuestions: 2, percentage: 100 });
    expect(result.results.map((r) => r.questionId)).toEqual([q1.id, q3.id]);
    expect(
      await count(
        t.db,
        sql`user_answers where user_id = ${taker.userId} and question_id = ${q2.id}`,
      ),
    ).toBe(0);
  });

  it('the owner deletes a quiz: it leaves My Quizzes and its link answers 404 Quiz not found', async () => {
    const { author, questions } = await authorWith(['a', 'b']);
    const quiz = await createQuizOk(
      author.cookie,
      'Short-lived',
      questions.map((q) => q.id),
    );
    const taker = await signUpAndSignIn(t.app);
    await attemptOk(quiz.shareCode, taker.cookie, randomUUID(), []);
    const points = {
      author: await pointsOf(t.db, author.userId),
      taker: await pointsOf(t.db, taker.userId),
    };

    const response = await request(t.app, 'DELETE', `/api/quizzes/${quiz.id}`, author.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await myQuizzes(author.cookie)).toEqual([]);
    const gone = await request(t.app, 'GET', `/api/take-quiz/${quiz.shareCode}`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toEqual({ code: 'NOT_FOUND', message: 'Quiz not found' });
    expect(
      (await request(t.app, 'GET', `/api/quizzes/${quiz.id}/questions`, author.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await request(t.app, 'DELETE', `/api/quizzes/${quiz.id}`, author.cookie)).statusCode,
    ).toBe(404);
    // Soft: the quiz is kept (for the takers' histories), marked deleted.
    expect(await count(t.db, sql`quizzes where id = ${quiz.id} and deleted_at is not null`)).toBe(
      1,
    );
    // The questions and the taker's answers and nectar stay.
    expect(
      await count(
        t.db,
        sql`questions where id in (${questions[0]!.id}, ${questions[1]!.id}) and deleted_at is null`,
      ),
    ).toBe(2);
    expect(await count(t.db, sql`user_answers where user_id = ${taker.userId}`)).toBe(2);
    expect(await pointsOf(t.db, author.userId)).toBe(points.author);
    expect(await pointsOf(t.db, taker.userId)).toBe(points.taker);
  });

  it('deleting a quiz keeps its takers’ attempts in their counts and Recent Activity', async () => {
    const { author, questions } = await authorWith(['a', 'b']);
    const [q1, q2] = questions as [Made, Made];
    const quiz = await createQuizOk(author.cookie, 'Cardiology finals', [q1.id, q2.id]);
    const taker = await signUpAndSignIn(t.app);
    const attemptId = randomUUID();
    await attemptOk(quiz.shareCode, taker.cookie, attemptId, [
      { questionId: q1.id, selectedAnswer: 'a' }, // correct
      { questionId: q2.id, selectedAnswer: 'c' }, // wrong (b)
    ]);
    const takerView = async () => ({
      summary: (await request(t.app, 'GET', '/api/stats/summary', taker.cookie)).json(),
      activity: (await request(t.app, 'GET', '/api/stats/recent-activity', taker.cookie)).json(),
    });
    const before = await takerView();
    expect(before.summary).toMatchObject({ quizzesCompleted: 1, answered: 2, accuracy: 50 });
    expect(before.activity).toEqual([
      expect.objectContaining({
        id: attemptId,
        kind: 'shared-quiz',
        title: 'Cardiology finals',
        correct: 1,
        total: 2,
      }),
    ]);

    // Someone else may not delete it, as before.
    const stranger = await signUpAndSignIn(t.app);
    const refused = await request(t.app, 'DELETE', `/api/quizzes/${quiz.id}`, stranger.cookie);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    await publicQuiz(quiz.shareCode);

    const deleted = await request(t.app, 'DELETE', `/api/quizzes/${quiz.id}`, author.cookie);
    expect(deleted.statusCode).toBe(200);

    expect(await takerView()).toEqual(before);
    for (const response of [
      await request(t.app, 'GET', `/api/take-quiz/${quiz.shareCode}`),
      await attempt(quiz.shareCode, taker.cookie, randomUUID(), []),
      await request(t.app, 'DELETE', `/api/quizzes/${quiz.id}`, stranger.cookie),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Quiz not found' });
    }
    expect(await count(t.db, sql`public_quiz_attempts where quiz_id = ${quiz.id}`)).toBe(1);
    // Nor can a hard delete of the row (a future clean-up job) take the attempts with it.
    // PostgreSQL 18 reports ON DELETE RESTRICT as restrict_violation, 15 as foreign_key_violation.
    const hardDelete = await t.db.execute(sql`delete from quizzes where id = ${quiz.id}`).then(
      () => null,
      (error: { cause?: { code?: string } }) => error.cause?.code,
    );
    expect(['23001', '23503']).toContain(hardDelete);
    expect(await count(t.db, sql`public_quiz_attempts where quiz_id = ${quiz.id}`)).toBe(1);
  });
});
