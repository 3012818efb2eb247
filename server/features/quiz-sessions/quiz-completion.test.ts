// Completing a quiz ([product#nectar-and-honey-pots, #quiz-completion]): one request checks and
// records the whole quiz; nectar +1 only for a first correct answer, +1 to the author for each
// other user's first answer, nothing for own or anonymous answers; idempotent under retries and
// concurrency. Long on purpose (over 300 lines): every rule of one request, completion, against one
// shared database and its fixtures; splitting it would repeat the set-up in each part.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { profiles, quizSessions } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach, ledgerMismatches } from '#server/test/ledger.ts';
import {
  answersFor,
  completeOk,
  completeRequest,
  createQuestions,
  createTopic,
  ledgerRows,
  pointsOf,
  profileCounters,
  recordedAnswers,
  relaxedRateLimits,
  startReady,
  wrongOption,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { claimTokenHeader } from '#shared/contract/claim-token.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

const ids = (list: { id: string }[]) => list.map((q) => q.id);

/** A topic of `count` questions by a new author, and a new answering user. */
async function scene(count: number) {
  const author = await signUpAndSignIn(t.app, { name: 'Author' });
  const topic = await createTopic(t.db);
  const questions = await createQuestions(t.db, author.userId, [topic.id], count);
  const user = await signUpAndSignIn(t.app, { name: 'Trainee' });
  return { author, topic, questions, user };
}

const startAll = (cookie: string | undefined, topicId: number, excludeCorrect = true) =>
  startReady(t.app, cookie, { type: 'topic', topicId, questionCount: 'all', excludeCorrect });

describe('the ledger check', () => {
  it('notices a profile whose points differ from its ledger', async () => {
    const user = await signUpAndSignIn(t.app);
    await t.db.update(profiles).set({ points: 3 }).where(eq(profiles.id, user.userId));
    expect(await ledgerMismatches(t.db)).toEqual([{ id: user.userId, points: 3, ledger: 0 }]);
    await t.db.update(profiles).set({ points: 0 }).where(eq(profiles.id, user.userId));
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });
});

describe('completion maths', () => {
  it('counts correct and incorrect answers, rounds the score and awards nectar', async () => {
    const { author, topic, questions, user } = await scene(3);
    const authorBefore = await pointsOf(t.db, author.userId);
    expect(authorBefore).toBe(15); // 3 questions written

    const session = await startAll(user.cookie, topic.id);
    const right = ids(questions).slice(0, 2);
    const result = await completeOk(t.app, user.cookie, session.id, {
      answers: answersFor(session.questions, questions, right),
    });
    expect(result).toMatchObject({
      sessionId: session.id,
      quizType: 'topic',
      topicId: topic.id,
      totalQuestions: 3,
      correctAnswers: 2,
      scorePercentage: 67, // 66.67 rounded
      pointsEarned: 2,
      isRevision: false,
      saved: true,
    });
    expect(result.results).toHaveLength(3);
    for (const r of result.results) {
      const q = questions.find((x) => x.id === r.questionId)!;
      expect(r).toMatchObject({
        isCorrect: right.includes(q.id),
        correctAnswer: q.correct,
        explanation: q.explanation,
        reference: q.reference,
        points: right.includes(q.id) ? 1 : 0,
        selectedAnswer: right.includes(q.id) ? q.correct : wrongOption(q.correct),
        ownQuestion: false,
        createdBy: author.userId,
      });
    }

    expect(await profileCounters(t.db, user.userId)).toMatchObject({
      points: 2,
      questionsAnswered: 3,
      answersTotal: 3,
      answersCorrect: 2,
    });
    // The author: +1 for each question this user attempted, correct or not.
    expect(await pointsOf(t.db, author.userId)).toBe(authorBefore + 3);
    expect(await ledgerRows(t.db, author.userId, 'question-attempted')).toHaveLength(3);
    expect(await ledgerRows(t.db, user.userId, 'first-correct')).toHaveLength(2);

    const [row] = await t.db.select().from(quizSessions).where(eq(quizSessions.id, session.id));
    expect(row).toMatchObject({
      userId: user.userId,
      correctAnswers: 2,
      scorePercentage: 67,
      pointsEarned: 2,
    });
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it('rounds 1 of 3 down to 33%', async () => {
    const { topic, questions, user } = await scene(3);
    const session = await startAll(user.cookie, topic.id);
    const result = await completeOk(t.app, user.cookie, session.id, {
      answers: answersFor(session.questions, questions, [questions[0]!.id]),
    });
    expect(result.scorePercentage).toBe(33);
    expect(result.pointsEarned).toBe(1);
  });

  it('gives nectar only for the first correct answer; a second correct quiz earns 0', async () => {
    const { author, topic, questions, user } = await scene(3);
    const [q1, q2, q3] = questions as [MadeQuestion, MadeQuestion, MadeQuestion];

    const first = await startAll(user.cookie, topic.id);
    const r1 = await completeOk(t.app, user.cookie, first.id, {
      answers: answersFor(first.questions, questions, [q1.id, q2.id]),
    });
    expect(r1.pointsEarned).toBe(2);
    const authorAfterFirst = await pointsOf(t.db, author.userId);

    // Redo everything, all correct: only q3 (wrong before) is a first correct answer.
    const redo = await startAll(user.cookie, topic.id, false);
    expect(redo.questions).toHaveLength(3);
    const r2 = await completeOk(t.app, user.cookie, redo.id, {
      answers: answersFor(redo.questions, questions, ids(questions)),
    });
    expect(r2.correctAnswers).toBe(3);
    expect(r2.scorePercentage).toBe(100);
    expect(r2.pointsEarned).toBe(1);
    expect(r2.results.find((r) => r.questionId === q3.id)?.points).toBe(1);
    expect(r2.results.find((r) => r.questionId === q1.id)?.points).toBe(0);

    // And once more, all correct again: nothing at all.
    const third = await startAll(user.cookie, topic.id, false);
    const r3 = await completeOk(t.app, user.cookie, third.id, {
      answers: answersFor(third.questions, questions, ids(questions)),
    });
    expect(r3.pointsEarned).toBe(0);
    expect(r3.results.every((r) => r.points === 0)).toBe(true);

    expect(await profileCounters(t.db, user.userId)).toMatchObject({
      points: 3,
      questionsAnswered: 3, // distinct questions
      answersTotal: 9,
      answersCorrect: 8,
    });
    // The author was paid once per question for this user, not per attempt.
    expect(await pointsOf(t.db, author.userId)).toBe(authorAfterFirst);
    expect(await recordedAnswers(t.db, user.userId)).toHaveLength(9);
  });

  it('pays the author once for each other user, never for their own answers', async () => {
    const { author, topic, questions } = await scene(2);
    const start = await pointsOf(t.db, author.userId);
    for (let i = 0; i < 3; i++) {
      const other = await signUpAndSignIn(t.app);
      const session = await startAll(other.cookie, topic.id);
      await completeOk(t.app, other.cookie, session.id, {
        answers: answersFor(session.questions, questions, []), // all wrong still counts
      });
    }
    expect(await pointsOf(t.db, author.userId)).toBe(start + 6);

    // The author answering their own questions is a revision: 0 points, nothing to anyone.
    const own = await startAll(author.cookie, topic.id);
    const revision = await completeOk(t.app, author.cookie, own.id, {
      answers: answersFor(own.questions, questions, ids(questions)),
    });
    expect(revision).toMatchObject({
      isRevision: true,
      pointsEarned: 0,
      correctAnswers: 2,
      scorePercentage: 100,
      saved: true,
    });
    expect(revision.results.every((r) => r.ownQuestion && r.points === 0)).toBe(true);
    expect(await pointsOf(t.db, author.userId)).toBe(start + 6);
    // A revision is still practice: the answers are recorded.
    expect(await profileCounters(t.db, author.userId)).toMatchObject({
      answersTotal: 2,
      answersCorrect: 2,
      questionsAnswered: 2,
    });
  });

  it('never gives points for own questions in a mixed quiz', async () => {
    const writer = await signUpAndSignIn(t.app, { name: 'Writer' });
    const other = await signUpAndSignIn(t.app, { name: 'Other author' });
    const topic = await createTopic(t.db);
    const own = await createQuestions(t.db, writer.userId, [topic.id], 2);
    const theirs = await createQuestions(t.db, other.userId, [topic.id], 1);
    const key = [...own, ...theirs];
    const writerBefore = await pointsOf(t.db, writer.userId);
    const otherBefore = await pointsOf(t.db, other.userId);

    const session = await startAll(writer.cookie, topic.id);
    expect(session.questions).toHaveLength(3);
    const result = await completeOk(t.app, writer.cookie, session.id, {
      answers: answersFor(session.questions, key, ids(key)),
    });
    expect(result).toMatchObject({ isRevision: false, correctAnswers: 3, pointsEarned: 1 });
    for (const r of result.results) {
      const mine = own.some((q) => q.id === r.questionId);
      expect(r.ownQuestion).toBe(mine);
      expect(r.points).toBe(mine ? 0 : 1);
    }
    expect(await pointsOf(t.db, writer.userId)).toBe(writerBefore + 1);
    expect(await pointsOf(t.db, other.userId)).toBe(otherBefore + 1);
  });

  it('counts unanswered questions as incorrect and does not record them', async () => {
    const { author, topic, questions, user } = await scene(4);
    const authorBefore = await pointsOf(t.db, author.userId);
    const session = await startAll(user.cookie, topic.id);
    const [q1, q2] = ids(session.questions) as [string, string];
    const result = await completeOk(t.app, user.cookie, session.id, {
      answers: answersFor(
        session.questions.filter((q) => q.id === q1 || q.id === q2),
        questions,
        [q1],
      ),
    });
    expect(result).toMatchObject({
      totalQuestions: 4,
      correctAnswers: 1,
      scorePercentage: 25,
      pointsEarned: 1,
    });
    const unanswered = result.results.filter((r) => r.selectedAnswer === null);
    expect(unanswered).toHaveLength(2);
    for (const r of unanswered) {
      // Never answered, never revealed: no key for a question the user skipped.
      expect(r).toMatchObject({
        isCorrect: false,
        points: 0,
        correctAnswer: null,
        explanation: null,
        reference: null,
      });
    }
    for (const r of result.results.filter((r) => r.selectedAnswer !== null)) {
      expect(r.correctAnswer).not.toBeNull();
      expect(r.explanation).not.toBeNull();
    }

    const recorded = await recordedAnswers(t.db, user.userId, session.id);
    expect(recorded.map((r) => r.question_id).sort()).toEqual([q1, q2].sort());
    expect(await profileCounters(t.db, user.userId)).toMatchObject({
      questionsAnswered: 2,
      answersTotal: 2,
      answersCorrect: 1,
    });
    expect(await pointsOf(t.db, author.userId)).toBe(authorBefore + 2);
  });

  it('an empty answer list completes with 0%, records nothing and reveals no answer key', async () => {
    const { topic, questions, user } = await scene(2);
    const session = await startAll(user.cookie, topic.id);
    const result = await completeOk(t.app, user.cookie, session.id, { answers: [] });
    expect(result).toMatchObject({ correctAnswers: 0, scorePercentage: 0, pointsEarned: 0 });
    expect(await recordedAnswers(t.db, user.userId)).toHaveLength(0);
    const keys = result.results.map((r) => [r.correctAnswer, r.explanation, r.reference]);
    expect(keys).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
    // Neither the replay nor the stored result gives the key away later.
    const replay = await completeOk(t.app, user.cookie, session.id, { answers: [] });
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/quiz-sessions/${session.id}/result`,
      headers: { cookie: user.cookie },
    });
    for (const body of [JSON.stringify(replay), stored.body]) {
      for (const q of questions) expect(body).not.toContain(q.explanation);
    }
  });

  it('gives nothing to anyone for an anonymous quiz, and saves nothing', async () => {
    const { author, topic, questions } = await scene(3);
    const authorBefore = await pointsOf(t.db, author.userId);
    const session = await startAll(undefined, topic.id);
    const result = await completeOk(t.app, undefined, session.id, {
      answers: answersFor(session.questions, questions, ids(questions)),
      claimToken: session.claimToken!,
    });
    expect(result).toMatchObject({
      correctAnswers: 3,
      scorePercentage: 100,
      pointsEarned: 0,
      saved: false,
      isRevision: false,
    });
    // The checked answers do come back.
    expect(result.results.every((r) => r.isCorrect && r.explanation !== '')).toBe(true);
    expect(await pointsOf(t.db, author.userId)).toBe(authorBefore);
    const answers = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from user_answers where quiz_session_id = ${session.id}`,
    );
    expect(answers.rows[0]!.n).toBe(0);
  });
});

describe('idempotency', () => {
  it('returns the same result for the same request twice and awards once', async () => {
    const { author, topic, questions, user } = await scene(3);
    const authorBefore = await pointsOf(t.db, author.userId);
    const session = await startAll(user.cookie, topic.id);
    const body = { answers: answersFor(session.questions, questions, ids(questions)) };
    const first = await completeRequest(t.app, user.cookie, session.id, body);
    const second = await completeRequest(t.app, user.cookie, session.id, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((first.json() as QuizResult).pointsEarned).toBe(3);

    // A replay with different answers changes nothing either.
    const changed = await completeRequest(t.app, user.cookie, session.id, {
      answers: answersFor(session.questions, questions, []),
    });
    expect(changed.json()).toEqual(first.json());

    expect(await profileCounters(t.db, user.userId)).toMatchObject({
      points: 3,
      answersTotal: 3,
      questionsAnswered: 3,
    });
    expect(await pointsOf(t.db, author.userId)).toBe(authorBefore + 3);
    expect(await recordedAnswers(t.db, user.userId)).toHaveLength(3);

    // The stored result is what GET /result replays.
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/quiz-sessions/${session.id}/result`,
      headers: { cookie: user.cookie },
    });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual(first.json());
  });

  it('twenty concurrent completions award exactly once and agree', async () => {
    const { author, topic, questions, user } = await scene(4);
    const authorBefore = await pointsOf(t.db, author.userId);
    const session = await startAll(user.cookie, topic.id);
    const body = { answers: answersFor(session.questions, questions, ids(questions).slice(0, 3)) };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => completeRequest(t.app, user.cookie, session.id, body)),
    );
    for (const response of responses) expect(response.statusCode).toBe(200);
    const bodies = responses.map((r) => r.json() as QuizResult);
    for (const b of bodies) expect(b).toEqual(bodies[0]);
    expect(bodies[0]).toMatchObject({ correctAnswers: 3, pointsEarned: 3, scorePercentage: 75 });

    expect(await profileCounters(t.db, user.userId)).toMatchObject({
      points: 3,
      answersTotal: 4,
      answersCorrect: 3,
      questionsAnswered: 4,
    });
    expect(await ledgerRows(t.db, user.userId, 'first-correct')).toHaveLength(3);
    expect(await pointsOf(t.db, author.userId)).toBe(authorBefore + 4);
    expect(await recordedAnswers(t.db, user.userId)).toHaveLength(4);
  });
});

describe('concurrency between quizzes', () => {
  it("two users answering each other's questions at the same moment both complete", async () => {
    // Each completion touches the answerer's profile and the other author's: without one lock
    // order, the pair deadlocks and one quiz fails.
    const pairs: { x: Account; y: Account }[] = [];
    const jobs: (() => ReturnType<typeof completeRequest>)[] = [];
    for (let i = 0; i < 8; i++) {
      const x = await signUpAndSignIn(t.app);
      const y = await signUpAndSignIn(t.app);
      pairs.push({ x, y });
      const topic = await createTopic(t.db);
      const key = [
        ...(await createQuestions(t.db, x.userId, [topic.id], 1)),
        ...(await createQuestions(t.db, y.userId, [topic.id], 1)),
      ];
      for (const u of [x, y]) {
        const session = await startAll(u.cookie, topic.id);
        const answers = answersFor(session.questions, key, ids(key));
        jobs.push(() => completeRequest(t.app, u.cookie, session.id, { answers }));
      }
    }
    const responses = await Promise.all(jobs.map((job) => job()));
    expect(responses.map((r) => r.statusCode)).toEqual(jobs.map(() => 200));
    for (const { x, y } of pairs) {
      // 5 for writing, 1 for the other's correct answer, 1 for the other's attempt.
      expect(await pointsOf(t.db, x.userId)).toBe(7);
      expect(await pointsOf(t.db, y.userId)).toBe(7);
    }
  });

  it('one user completing two quizzes of the same questions at once is credited once', async () => {
    const { author, topic, questions, user } = await scene(10);
    const authorBefore = await pointsOf(t.db, author.userId);
    const tabs = [await startAll(user.cookie, topic.id), await startAll(user.cookie, topic.id)];
    const responses = await Promise.all(
      tabs.map((session) =>
        completeRequest(t.app, user.cookie, session.id, {
          answers: answersFor(session.questions, questions, ids(questions)),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const earned = responses.map((r) => (r.json() as QuizResult).pointsEarned);
    expect(earned.reduce((a, b) => a + b, 0)).toBe(10);
    expect(await profileCounters(t.db, user.userId)).toMatchObject({
      points: 10,
      questionsAnswered: 10,
      answersTotal: 20,
      answersCorrect: 20,
    });
    expect(await pointsOf(t.db, author.userId)).toBe(authorBefore + 10);
  });
});

describe('refusals', () => {
  it('refuses an answer for a question outside the issued set with 400 and records nothing', async () => {
    const { topic, questions, user } = await scene(4);
    const session = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 2,
    });
    const outside = questions.find((q) => !ids(session.questions).includes(q.id))!;
    const response = await completeRequest(t.app, user.cookie, session.id, {
      answers: [
        ...answersFor(session.questions, questions, ids(questions)),
        { questionId: outside.id, selectedAnswer: outside.correct },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(await recordedAnswers(t.db, user.userId)).toHaveLength(0);
    expect(await pointsOf(t.db, user.userId)).toBe(0);

    // The session is still open: a correct request completes it afterwards.
    const retry = await completeOk(t.app, user.cookie, session.id, {
      answers: answersFor(session.questions, questions, ids(questions)),
    });
    expect(retry.pointsEarned).toBe(2);
  });

  it('refuses the same question answered twice with 400', async () => {
    const { topic, questions, user } = await scene(2);
    const session = await startAll(user.cookie, topic.id);
    const q = questions[0]!;
    const response = await completeRequest(t.app, user.cookie, session.id, {
      answers: [
        { questionId: q.id, selectedAnswer: q.correct },
        { questionId: q.id, selectedAnswer: wrongOption(q.correct) },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(await recordedAnswers(t.db, user.userId)).toHaveLength(0);
    const [row] = await t.db.select().from(quizSessions).where(eq(quizSessions.id, session.id));
    expect(row?.completedAt).toBeNull();
  });

  it("answers 404 for someone else's session, signed in or not, and leaves it open", async () => {
    const { topic, questions, user } = await scene(2);
    const session = await startAll(user.cookie, topic.id);
    const intruder: Account = await signUpAndSignIn(t.app);
    const body = { answers: answersFor(session.questions, questions, ids(questions)) };
    for (const cookie of [intruder.cookie, undefined]) {
      const response = await completeRequest(t.app, cookie, session.id, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      const result = await t.app.inject({
        method: 'GET',
        url: `/api/quiz-sessions/${session.id}/result`,
        headers: cookie ? { cookie } : {},
      });
      expect(result.statusCode).toBe(404);
    }
    expect(await pointsOf(t.db, intruder.userId)).toBe(0);
    expect(await recordedAnswers(t.db, intruder.userId)).toHaveLength(0);
    const [row] = await t.db.select().from(quizSessions).where(eq(quizSessions.id, session.id));
    expect(row?.completedAt).toBeNull();
  });

  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    const user = await signUpAndSignIn(t.app);
    const unknown = await completeRequest(
      t.app,
      user.cookie,
      '00000000-0000-4000-8000-000000000000',
      { answers: [] },
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await completeRequest(t.app, user.cookie, 'not-a-uuid', { answers: [] });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 404 for an anonymous session without or with a wrong claim token', async () => {
    const { topic, questions } = await scene(2);
    const session = await startAll(undefined, topic.id);
    const answers = answersFor(session.questions, questions, ids(questions));
    const stranger = await signUpAndSignIn(t.app);
    for (const [cookie, claimToken] of [
      [undefined, undefined],
      [undefined, 'wrong-token'],
      [undefined, `${session.claimToken}x`],
      [stranger.cookie, undefined],
    ] as const) {
      const response = await completeRequest(t.app, cookie, session.id, {
        answers,
        ...(claimToken ? { claimToken } : {}),
      });
      expect(response.statusCode).toBe(404);
    }
    const [row] = await t.db.select().from(quizSessions).where(eq(quizSessions.id, session.id));
    expect(row?.completedAt).toBeNull();

    // The right token works, and reads the result back; a wrong one still cannot.
    await completeOk(t.app, undefined, session.id, { answers, claimToken: session.claimToken! });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/quiz-sessions/${session.id}/result`,
      headers: { [claimTokenHeader]: session.claimToken! },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().correctAnswers).toBe(2);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/quiz-sessions/${session.id}/result`,
      headers: { [claimTokenHeader]: 'wrong' },
    });
    expect(wrong.statusCode).toBe(404);
  });
});
