// Struck-out options kept with a quiz's and an exam's progress (ADR 079, [product#strike-out]) on
// a real database: saved with an answer or alone, read back to resume, refused when they include
// the answer, a retry writes nothing, a check keeps them and reveals nothing more, and scoring
// and nectar never see them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { errorOf, request } from '#server/test/authoring.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  completeOk,
  createQuestions,
  createTopic,
  pointsOf,
  relaxedRateLimits,
  startReady,
} from '#server/test/quiz-fixtures.ts';
import type { OptionId } from '#shared/contract/question-view.ts';
import type { ReadySession } from '#shared/contract/quiz.ts';
import type { CurrentQuiz, OpenSession } from '#shared/contract/quiz-progress.ts';
import { strikeMessages } from '#shared/contract/strike-out.ts';

let t: TestApp;
let topicId: number;
const key = new Map<string, OptionId>();

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  const author = await signUpAndSignIn(t.app, { name: 'Strike Author' });
  topicId = (await createTopic(t.db, 'Strike')).id;
  for (const q of await createQuestions(t.db, author.userId, [topicId], 20))
    key.set(q.id, q.correct);
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

const right = (id: string) => key.get(id)!;
/** two options that are not the key */
const wrongTwo = (id: string): OptionId[] =>
  (['a', 'b', 'c', 'd'] as const).filter((o) => o !== right(id)).slice(0, 2);

interface QuizSave {
  selectedAnswer: OptionId | null;
  struck?: OptionId[];
}
const save = (cookie: string, sessionId: string, questionId: string, body: QuizSave) =>
  request(t.app, 'PUT', `/api/quiz-sessions/${sessionId}/answers/${questionId}`, cookie, body);

async function saveOk(...args: Parameters<typeof save>) {
  const response = await save(...args);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { saved: true; answered: number };
}

async function readOpen(cookie: string, sessionId: string) {
  const response = await request(t.app, 'GET', `/api/quiz-sessions/${sessionId}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return { session: (response.json() as { session: OpenSession }).session, body: response.body };
}

const version = async (sessionId: string) =>
  (
    await t.db.execute<{ xmin: string }>(
      sql`select xmin::text from quiz_sessions where id = ${sessionId}`,
    )
  ).rows[0]!.xmin;

const startTopic = (cookie: string, tutor = false) =>
  startReady(t.app, cookie, { type: 'topic', topicId, questionCount: 4, tutor });

describe('a quiz keeps its struck-out options', () => {
  it('saves them with an answer or alone, reads them back and restores them', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startTopic(user.cookie);
    const [q1, q2] = session.questions.map((q) => q.id) as [string, string];

    // struck alone: no answer is saved, so nothing is offered to continue
    expect(
      await saveOk(user.cookie, session.id, q1, { selectedAnswer: null, struck: ['d', 'b'] }),
    ).toEqual({ saved: true, answered: 0 });
    const current = await request(t.app, 'GET', '/api/quiz-sessions/current', user.cookie);
    expect((current.json() as { session: CurrentQuiz | null }).session).toBeNull();

    await saveOk(user.cookie, session.id, q2, { selectedAnswer: 'a', struck: ['c'] });
    const { session: open } = await readOpen(user.cookie, session.id);
    expect(open.progress.struck).toEqual({ [q1]: ['b', 'd'], [q2]: ['c'] });
    expect(open.progress.answers).toEqual({
      [q2]: { selectedAnswer: 'a', confidence: null, checked: false },
    });

    // restoring every option of a question removes it; a save without `struck` means none
    await saveOk(user.cookie, session.id, q1, { selectedAnswer: null, struck: [] });
    await saveOk(user.cookie, session.id, q2, { selectedAnswer: 'a' });
    expect((await readOpen(user.cookie, session.id)).session.progress).toEqual({
      answers: { [q2]: { selectedAnswer: 'a', confidence: null, checked: false } },
      checked: [],
    });
    await saveOk(user.cookie, session.id, q2, { selectedAnswer: null });
    const [row] = (
      await t.db.execute<{ progress: unknown }>(
        sql`select progress from quiz_sessions where id = ${session.id}`,
      )
    ).rows;
    expect(row!.progress).toBeNull();
  });

  it('refuses a struck list that includes the answer, and a retry writes nothing', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startTopic(user.cookie);
    const q = session.questions[0]!.id;
    const refused = await save(user.cookie, session.id, q, { selectedAnswer: 'b', struck: ['b'] });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(strikeMessages.struckAnswer);

    const body = { selectedAnswer: 'a' as const, struck: ['c', 'b'] as OptionId[] };
    await saveOk(user.cookie, session.id, q, body);
    const before = await version(session.id);
    const retries = await Promise.all([
      save(user.cookie, session.id, q, body),
      save(user.cookie, session.id, q, { ...body, struck: ['b', 'c', 'c'] }),
    ]);
    expect(retries.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await version(session.id)).toBe(before);
  });

  it('never counts in scoring or nectar', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startTopic(user.cookie);
    const [q1, q2] = session.questions.map((q) => q.id) as [string, string];
    await saveOk(user.cookie, session.id, q1, { selectedAnswer: right(q1), struck: wrongTwo(q1) });
    // the key itself struck on an unanswered question: still only unanswered
    await saveOk(user.cookie, session.id, q2, { selectedAnswer: null, struck: [right(q2)] });
    const result = await completeOk(t.app, user.cookie, session.id, { answers: [] });
    expect(result).toMatchObject({ correctAnswers: 1, pointsEarned: 1 });
    expect(result.results.find((r) => r.questionId === q2)).toMatchObject({
      selectedAnswer: null,
      correctAnswer: null,
    });
    expect(await pointsOf(t.db, user.userId)).toBe(1);
  });

  it('a tutor check keeps them, reveals only the checked key, and then they are fixed', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startTopic(user.cookie, true);
    const [q1, q2] = session.questions.map((q) => q.id) as [string, string];
    const struck = wrongTwo(q1);
    await saveOk(user.cookie, session.id, q1, { selectedAnswer: right(q1), struck });
    await saveOk(user.cookie, session.id, q2, { selectedAnswer: null, struck: wrongTwo(q2) });
    const check = await request(
      t.app,
      'POST',
      `/api/quiz-sessions/${session.id}/answers/${q1}/check`,
      user.cookie,
      { selectedAnswer: right(q1) },
    );
    expect(check.statusCode, check.body).toBe(200);
    // a save after the check changes nothing, strikes neither
    await saveOk(user.cookie, session.id, q1, { selectedAnswer: right(q1), struck: [] });
    const { session: open, body } = await readOpen(user.cookie, session.id);
    expect(open.progress.struck).toEqual({ [q1]: struck, [q2]: wrongTwo(q2) });
    expect(open.progress.checked.map((r) => r.questionId)).toEqual([q1]);
    // q2's key is nowhere in the read: its strikes are the trainee's, not the key's
    expect(open.questions.every((q) => !('correctAnswer' in q))).toBe(true);
    expect(body).not.toContain(`"correctAnswer":"${right(q2)}"`);
    await completeOk(t.app, user.cookie, session.id, { answers: [] });
  });
});

describe('an exam keeps its struck-out options', () => {
  const saveExam = (
    cookie: string,
    sessionId: string,
    questionId: string,
    body: { selectedAnswer: OptionId | null; marked: boolean; struck?: OptionId[] },
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/quiz-sessions/${sessionId}/exam-answers/${questionId}`,
      headers: { origin: testOrigin, cookie },
      payload: body,
    });
  const currentExam = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/quiz-sessions/exams/current',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { session: ReadySession | null }).session!;
  };

  it('saves, resumes, refuses the answer struck, and scores without them', async () => {
    const user = await signUpAndSignIn(t.app);
    const exam = await startReady(t.app, user.cookie, { type: 'exam', questionCount: 20 } as never);
    const [q1, q2] = exam.questions.map((q) => q.id) as [string, string];
    const ok = await saveExam(user.cookie, exam.id, q1, {
      selectedAnswer: right(q1),
      marked: true,
      struck: wrongTwo(q1),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const alone = await saveExam(user.cookie, exam.id, q2, {
      selectedAnswer: null,
      marked: false,
      struck: ['d'],
    });
    expect(alone.statusCode, alone.body).toBe(200);
    const refused = await saveExam(user.cookie, exam.id, q2, {
      selectedAnswer: 'a',
      marked: false,
      struck: ['a'],
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(strikeMessages.struckAnswer);
    // a retry is the same state
    await saveExam(user.cookie, exam.id, q1, {
      selectedAnswer: right(q1),
      marked: true,
      struck: [...wrongTwo(q1)].reverse(),
    });

    const resumed = await currentExam(user.cookie);
    expect(resumed.exam).toMatchObject({
      answers: { [q1]: right(q1) },
      marked: [q1],
      struck: { [q1]: wrongTwo(q1), [q2]: ['d'] },
    });
    const open = (await readOpen(user.cookie, exam.id)).session;
    expect(open.exam?.struck).toEqual({ [q1]: wrongTwo(q1), [q2]: ['d'] });

    const result = await completeOk(t.app, user.cookie, exam.id, { answers: [] });
    expect(result).toMatchObject({ correctAnswers: 1, pointsEarned: 1 });
  });
});
