// Tutor mode (ADR 075, [product#tutor-mode]) on a real database: a tutor session checks one
// question at a time, saving and locking its answer before the key comes back; only a checked
// question's key is ever read before the end; the locked answer is the one a completion scores;
// nectar is the normal flow's, once; two checks at the same moment record one answer. A normal
// session refuses a check; the profile's setting is a start's default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import type { OptionId } from '#shared/contract/question-view.ts';
import type { QuestionResult, QuizResult } from '#shared/contract/quiz.ts';
import { quizProgressMessages, type OpenSession } from '#shared/contract/quiz-progress.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;
let author: Account;
let topicId: number;
let bank: MadeQuestion[];
const key = new Map<string, MadeQuestion>();

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Tutor Author' });
  topicId = (await createTopic(t.db, 'Tutor')).id;
  bank = await createQuestions(t.db, author.userId, [topicId], 3);
  for (const q of bank) key.set(q.id, q);
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

const right = (id: string) => key.get(id)!.correct;
const headersOf = (claimToken?: string | null): Record<string, string> =>
  claimToken ? { [claimTokenHeader]: claimToken } : {};

const startTopic = (cookie: string | undefined, tutor?: boolean) =>
  startReady(t.app, cookie, {
    type: 'topic',
    topicId,
    questionCount: 'all',
    ...(tutor === undefined ? {} : { tutor }),
  });

function check(
  cookie: string | undefined,
  sessionId: string,
  questionId: string,
  selectedAnswer: OptionId,
  claimToken?: string | null,
) {
  return request(
    t.app,
    'POST',
    `/api/quiz-sessions/${sessionId}/answers/${questionId}/check`,
    cookie,
    { selectedAnswer },
    headersOf(claimToken),
  );
}

async function checkOk(...args: Parameters<typeof check>): Promise<QuestionResult> {
  const response = await check(...args);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { result: QuestionResult }).result;
}

async function readOpen(cookie: string | undefined, sessionId: string, claimToken?: string) {
  const response = await request(
    t.app,
    'GET',
    `/api/quiz-sessions/${sessionId}`,
    cookie,
    undefined,
    headersOf(claimToken),
  );
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, session: (response.json() as { session: OpenSession }).session };
}

/** The explanation and reference of every question but `except`: none may have left. */
function expectOnlyRevealed(body: string, revealed: string[]) {
  for (const q of bank) {
    const shown = revealed.includes(q.id);
    expect(body.includes(q.explanation), q.id).toBe(shown);
    expect(body.includes(q.reference), q.id).toBe(shown);
  }
}

describe('checking a question', () => {
  it('saves and locks the answer, and reveals that question alone', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startTopic(user.cookie, true);
    expect(session.tutor).toBe(true);
    const [q1, q2] = session.questions.map((q) => q.id) as [string, string];

    const response = await check(user.cookie, session.id, q1, wrongOption(right(q1)));
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json() as { result: QuestionResult };
    expect(result).toMatchObject({
      questionId: q1,
      selectedAnswer: wrongOption(right(q1)),
      isCorrect: false,
      correctAnswer: right(q1),
      explanation: key.get(q1)!.explanation,
      reference: key.get(q1)!.reference,
      points: 0,
      ownQuestion: false,
    });
    expectOnlyRevealed(response.body, [q1]);

    // a reload shows it again, and nothing else's
    const open = await readOpen(user.cookie, session.id);
    expect(open.session.tutor).toBe(true);
    expect(open.session.progress.answers[q1]).toEqual({
      selectedAnswer: wrongOption(right(q1)),
      confidence: null,
      checked: true,
    });
    expect(open.session.progress.checked).toEqual([result]);
    expectOnlyRevealed(open.body, [q1]);

    // the same check again (a retry) returns the same result; another option is refused
    expect(await checkOk(user.cookie, session.id, q1, wrongOption(right(q1)))).toEqual(result);
    const again = await check(user.cookie, session.id, q1, right(q1));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'CONFLICT', message: quizProgressMessages.locked });
    expectOnlyRevealed(again.body, []);
    // and so is a save that changes or clears it; one that repeats it changes nothing
    const url = `/api/quiz-sessions/${session.id}/answers/${q1}`;
    for (const selectedAnswer of [right(q1), null]) {
      const save = await request(t.app, 'PUT', url, user.cookie, { selectedAnswer });
      expect(save.statusCode).toBe(409);
      expect(errorOf(save).message).toBe(quizProgressMessages.locked);
    }
    const same = await request(t.app, 'PUT', url, user.cookie, {
      selectedAnswer: wrongOption(right(q1)),
      confidence: 'sure',
    });
    expect(same.json()).toEqual({ saved: true, answered: 1 });
    expect((await readOpen(user.cookie, session.id)).session.progress.answers[q1]).toEqual({
      selectedAnswer: wrongOption(right(q1)),
      confidence: null,
      checked: true,
    });

    // an unchecked question may still be saved and changed, and shows nothing
    await request(t.app, 'PUT', `/api/quiz-sessions/${session.id}/answers/${q2}`, user.cookie, {
      selectedAnswer: right(q2),
    });
    const later = await readOpen(user.cookie, session.id);
    expect(later.session.progress.answers[q2]).toMatchObject({ checked: false });
    expect(later.session.progress.checked.map((r) => r.questionId)).toEqual([q1]);
    expectOnlyRevealed(later.body, [q1]);
    // nothing is recorded as an answer before the end
    expect(await recordedAnswers(t.db, user.userId)).toEqual([]);
  });

  it('two checks of one question at the same moment record one answer', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startTopic(user.cookie, true);
    const q = session.questions[0]!.id;
    const options: OptionId[] = ['a', 'b', 'c', 'd', 'a', 'b', 'c', 'd'];
    const responses = await Promise.all(options.map((o) => check(user.cookie, session.id, q, o)));
    const won = responses.filter((r) => r.statusCode === 200);
    const chosen = (won[0]!.json() as { result: QuestionResult }).result.selectedAnswer;
    // every winner checked the same option; every other option was refused as locked
    for (const [i, r] of responses.entries()) {
      expect(r.statusCode, r.body).toBe(options[i] === chosen ? 200 : 409);
    }
    expect(won).toHaveLength(2);
    const { session: open } = await readOpen(user.cookie, session.id);
    expect(open.progress.answers[q]).toMatchObject({ selectedAnswer: chosen, checked: true });
  });

  it('a visitor checks with the claim token', async () => {
    const session = await startTopic(undefined, true);
    const token = session.claimToken!;
    const q = session.questions[0]!.id;
    expect((await check(undefined, session.id, q, 'a')).statusCode).toBe(404);
    const result = await checkOk(undefined, session.id, q, right(q), token);
    expect(result).toMatchObject({ isCorrect: true, correctAnswer: right(q), ownQuestion: false });
    const { session: open } = await readOpen(undefined, session.id, token);
    expect(open.progress.checked).toEqual([result]);
  });
});

describe('refusals', () => {
  it('a normal session refuses a check, and reveals nothing', async () => {
    const user = await signUpAndSignIn(t.app);
    const session = await startTopic(user.cookie);
    expect(session.tutor).toBe(false);
    const q = session.questions[0]!.id;
    const refused = await check(user.cookie, session.id, q, right(q));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toEqual({
      code: 'VALIDATION_FAILED',
      message: quizProgressMessages.notTutor,
    });
    expectOnlyRevealed(refused.body, []);
    expect((await readOpen(user.cookie, session.id)).session.progress.answers).toEqual({});
  });

  it("another's session, a question not issued and a finished quiz are refused", async () => {
    const user = await signUpAndSignIn(t.app);
    const other = await signUpAndSignIn(t.app);
    const session = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId,
      questionCount: 1,
      tutor: true,
    });
    const q = session.questions[0]!.id;
    const outside = bank.find((b) => b.id !== q)!.id;

    const notYours = await check(other.cookie, session.id, q, 'a');
    expect(notYours.statusCode).toBe(404);
    const notIssued = await check(user.cookie, session.id, outside, 'a');
    expect(notIssued.statusCode).toBe(400);
    expect(errorOf(notIssued).message).toBe(quizProgressMessages.notInQuiz);
    for (const r of [notYours, notIssued]) expectOnlyRevealed(r.body, []);

    await completeOk(t.app, user.cookie, session.id, { answers: [] });
    const late = await check(user.cookie, session.id, q, 'a');
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(quizProgressMessages.finished);
  });
});

describe('completing a tutor session', () => {
  it('keeps the locked answers, pays as the normal flow once, and replays unchanged', async () => {
    const tutee = await signUpAndSignIn(t.app);
    const normal = await signUpAndSignIn(t.app);
    const tutorSession = await startTopic(tutee.cookie, true);
    const normalSession = await startTopic(normal.cookie, false);
    const [q1, q2, q3] = bank.map((q) => q.id) as [string, string, string];
    const authorBefore = await pointsOf(t.db, author.userId);

    // tutor: q1 checked right, q2 checked wrong, q3 sent at the end
    await checkOk(tutee.cookie, tutorSession.id, q1, right(q1));
    await checkOk(tutee.cookie, tutorSession.id, q2, wrongOption(right(q2)));
    const sent = [
      // another option for a checked question: the locked answer is kept
      { questionId: q2, selectedAnswer: right(q2) },
      { questionId: q3, selectedAnswer: right(q3) },
    ];
    const tutored = await completeOk(t.app, tutee.cookie, tutorSession.id, { answers: sent });
    const normalResult = await completeOk(t.app, normal.cookie, normalSession.id, {
      answers: [
        { questionId: q1, selectedAnswer: right(q1) },
        { questionId: q2, selectedAnswer: wrongOption(right(q2)) },
        { questionId: q3, selectedAnswer: right(q3) },
      ],
    });

    const verdicts = (r: QuizResult) =>
      r.results.map((x) => [x.questionId, x.selectedAnswer, x.isCorrect, x.points]).sort();
    expect(verdicts(tutored)).toEqual(
      bank
        .map((q) => [
          q.id,
          q.id === q2 ? wrongOption(right(q2)) : right(q.id),
          q.id !== q2,
          q.id === q2 ? 0 : 1,
        ])
        .sort(),
    );
    expect(verdicts(tutored)).toEqual(verdicts(normalResult));
    expect(tutored).toMatchObject({ correctAnswers: 2, pointsEarned: 2 });
    expect(await pointsOf(t.db, tutee.userId)).toBe(2);
    expect(await pointsOf(t.db, normal.userId)).toBe(2);
    // the author: +1 per question for each of the two answerers
    expect(await pointsOf(t.db, author.userId)).toBe(authorBefore + 6);

    const replay = await completeOk(t.app, tutee.cookie, tutorSession.id, { answers: [] });
    expect(replay).toEqual(tutored);
    expect(await recordedAnswers(t.db, tutee.userId, tutorSession.id)).toHaveLength(3);
    expect(await ledgerRows(t.db, tutee.userId, 'first-correct')).toHaveLength(2);
  });
});

describe('the profile setting', () => {
  it("is a start's default, and the start's own choice wins", async () => {
    const user = await signUpAndSignIn(t.app, { name: 'Tutor Fan' });
    const profile = await request(t.app, 'GET', '/api/profile', user.cookie);
    expect(profile.json().tutorMode).toBe(false);
    expect((await startTopic(user.cookie)).tutor).toBe(false);

    const updated = await request(t.app, 'PUT', '/api/profile', user.cookie, {
      name: 'Tutor Fan',
      gpepClass: 'Auckland',
      gpepYear: 2026,
      tutorMode: true,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().tutorMode).toBe(true);
    expect((await startTopic(user.cookie)).tutor).toBe(true);
    expect((await startTopic(user.cookie, false)).tutor).toBe(false);
    // an exam never tutors
    const exam = await startReady(t.app, user.cookie, {
      type: 'exam',
      questionCount: 20,
      timed: false,
    });
    expect(exam.tutor).toBe(false);
    await completeOk(t.app, user.cookie, exam.id, { answers: [] });
    // a visitor's quiz tutors only when asked
    expect((await startTopic(undefined)).tutor).toBe(false);
    expect((await startTopic(undefined, true)).tutor).toBe(true);
  });
});
