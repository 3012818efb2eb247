// Confidence ratings (ADR 035) on a real database: a rating travels with each answer of a quiz
// into user_answers, moves the FSRS grade of a correct answer (sure = Easy, none = Good, unsure
// or guess = Hard), and GET /api/stats/confidence reports per topic how often "sure" was wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { reviewCards } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  completeOk,
  completeRequest,
  createQuestions,
  createTopic,
  recordedAnswers,
  relaxedRateLimits,
  startReady,
  wrongOption,
  type AnswerInput,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import type { Confidence } from '#shared/contract/confidence.ts';
import type { ConfidenceStats } from '#shared/contract/stats.ts';

let t: TestApp;
type User = Awaited<ReturnType<typeof signUpAndSignIn>>;
let author: User;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Confidence Author' });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

/** How to answer one question: right or wrong, and the rating given (none when absent). */
type Plan = { right: boolean; confidence?: Confidence };

/**
 * A topic quiz of all its questions (answered ones too, so a question can be answered again),
 * each planned question answered as its plan says, the others skipped.
 */
async function answerTopic(user: User, topicId: number, plans: Map<MadeQuestion, Plan>) {
  const session = await startReady(t.app, user.cookie, {
    type: 'topic',
    topicId,
    questionCount: 'all',
    excludeCorrect: false,
  });
  const answers: AnswerInput[] = [];
  for (const [q, plan] of plans) {
    if (!session.questions.some((issued) => issued.id === q.id)) throw new Error('not issued');
    answers.push({
      questionId: q.id,
      selectedAnswer: plan.right ? q.correct : wrongOption(q.correct),
      ...(plan.confidence ? { confidence: plan.confidence } : {}),
    });
  }
  await completeOk(t.app, user.cookie, session.id, { answers });
  return session.id;
}

async function confidenceStats(cookie: string): Promise<ConfidenceStats> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/stats/confidence',
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as ConfidenceStats;
}

async function storedConfidence(userId: string) {
  const result = await t.db.execute<{ question_id: string; confidence: Confidence | null }>(
    sql`select question_id, confidence from user_answers where user_id = ${userId}`,
  );
  return new Map(result.rows.map((r) => [r.question_id, r.confidence]));
}

async function dueOf(userId: string, questionId: string): Promise<Date> {
  const [row] = await t.db
    .select({ due: reviewCards.due })
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));
  if (!row) throw new Error(`no card for ${questionId}`);
  return row.due;
}

describe('a confidence rating on an answer', () => {
  it('is stored with the answer it was given for, and null where none was given', async () => {
    const topic = await createTopic(t.db, 'Stored confidence');
    const [sure, unsure, guess, unrated] = await createQuestions(
      t.db,
      author.userId,
      [topic.id],
      4,
    );
    const user = await signUpAndSignIn(t.app);
    await answerTopic(
      user,
      topic.id,
      new Map<MadeQuestion, Plan>([
        [sure!, { right: true, confidence: 'sure' }],
        [unsure!, { right: false, confidence: 'unsure' }],
        [guess!, { right: true, confidence: 'guess' }],
        [unrated!, { right: false }],
      ]),
    );
    const stored = await storedConfidence(user.userId);
    expect(stored).toEqual(
      new Map([
        [sure!.id, 'sure'],
        [unsure!.id, 'unsure'],
        [guess!.id, 'guess'],
        [unrated!.id, null],
      ]),
    );
  });

  it('moves FSRS: a correct "sure" comes back later than a correct unrated answer, which comes back later than a correct guess', async () => {
    const topic = await createTopic(t.db, 'FSRS confidence');
    const [sure, unrated, guess, unsure, wrongSure] = await createQuestions(
      t.db,
      author.userId,
      [topic.id],
      5,
    );
    const user = await signUpAndSignIn(t.app);
    await answerTopic(
      user,
      topic.id,
      new Map<MadeQuestion, Plan>([
        [sure!, { right: true, confidence: 'sure' }],
        [unrated!, { right: true }],
        [guess!, { right: true, confidence: 'guess' }],
        [unsure!, { right: true, confidence: 'unsure' }],
        [wrongSure!, { right: false, confidence: 'sure' }],
      ]),
    );
    const due = async (q: MadeQuestion | undefined) => (await dueOf(user.userId, q!.id)).getTime();
    expect(await due(sure)).toBeGreaterThan(await due(unrated));
    expect(await due(unrated)).toBeGreaterThan(await due(guess));
    // unsure is graded as a guess (Hard); a wrong answer is Again however sure the user was
    expect(await due(unsure)).toBe(await due(guess));
    expect(await due(wrongSure)).toBeLessThan(await due(guess));
  });

  it('rejects an unknown rating with 400 and records nothing of the quiz', async () => {
    const topic = await createTopic(t.db, 'Bad confidence');
    const [q1, q2] = await createQuestions(t.db, author.userId, [topic.id], 2);
    const user = await signUpAndSignIn(t.app);
    const session = await startReady(t.app, user.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 'all',
    });
    const response = await completeRequest(t.app, user.cookie, session.id, {
      answers: [
        { questionId: q1!.id, selectedAnswer: q1!.correct, confidence: 'sure' },
        {
          questionId: q2!.id,
          selectedAnswer: q2!.correct,
          confidence: 'certain' as Confidence,
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(await recordedAnswers(t.db, user.userId)).toEqual([]);
    // the session is still open: the same quiz with a valid rating completes
    await completeOk(t.app, user.cookie, session.id, {
      answers: [{ questionId: q1!.id, selectedAnswer: q1!.correct, confidence: 'sure' }],
    });
    expect((await recordedAnswers(t.db, user.userId)).length).toBe(1);
  });
});

describe('GET /api/stats/confidence', () => {
  it('equals a recomputation from user_answers, per topic, and counts only the caller', async () => {
    const [red, blue, grey] = await Promise.all([
      createTopic(t.db, 'Calibration red'),
      createTopic(t.db, 'Calibration blue'),
      createTopic(t.db, 'Calibration grey'),
    ]);
    const redQs = await createQuestions(t.db, author.userId, [red.id], 6);
    // in both red and blue: each answer counts in both topics
    const both = await createQuestions(t.db, author.userId, [red.id, blue.id], 2);
    const greyQs = await createQuestions(t.db, author.userId, [grey.id], 2);
    const user = await signUpAndSignIn(t.app);
    const other = await signUpAndSignIn(t.app);

    await answerTopic(
      user,
      red.id,
      new Map<MadeQuestion, Plan>([
        [redQs[0]!, { right: false, confidence: 'sure' }],
        [redQs[1]!, { right: true, confidence: 'sure' }],
        [redQs[2]!, { right: true, confidence: 'sure' }],
        [redQs[3]!, { right: false, confidence: 'unsure' }],
        [redQs[4]!, { right: true, confidence: 'guess' }],
        [redQs[5]!, { right: false }],
        [both[0]!, { right: false, confidence: 'sure' }],
        [both[1]!, { right: false, confidence: 'guess' }],
      ]),
    );
    // grey: answered, never rated, so it is not listed
    await answerTopic(
      user,
      grey.id,
      new Map<MadeQuestion, Plan>(greyQs.map((q) => [q, { right: false }])),
    );
    // a second attempt at a red question counts again
    await answerTopic(
      user,
      red.id,
      new Map<MadeQuestion, Plan>([[redQs[1]!, { right: false, confidence: 'sure' }]]),
    );
    // someone else's ratings, all wrong and sure, in the same topics and grey
    await answerTopic(
      other,
      red.id,
      new Map<MadeQuestion, Plan>(
        [...redQs, ...both].map((q) => [q, { right: false, confidence: 'sure' }]),
      ),
    );
    await answerTopic(
      other,
      grey.id,
      new Map<MadeQuestion, Plan>(greyQs.map((q) => [q, { right: false, confidence: 'sure' }])),
    );

    const stats = await confidenceStats(user.cookie);
    const mine = stats.topics.filter((s) => [red.id, blue.id, grey.id].includes(s.topicId));

    // the recomputation: every answer of the user's with a rating, once per topic of its question
    const rows = await t.db.execute<{
      topic_id: number;
      confidence: Confidence;
      is_correct: boolean;
    }>(sql`
      select qt.topic_id, ua.confidence, ua.is_correct from user_answers ua
      join question_topics qt on qt.question_id = ua.question_id
      where ua.user_id = ${user.userId} and ua.confidence is not null`);
    const expected = new Map<number, ConfidenceStats['topics'][number]>();
    for (const r of rows.rows) {
      const topic = [red, blue, grey].find((x) => x.id === r.topic_id)!;
      const s = expected.get(r.topic_id) ?? {
        topicId: topic.id,
        topicName: topic.name,
        sureAnswers: 0,
        sureWrong: 0,
        unsureAnswers: 0,
        unsureWrong: 0,
        guessAnswers: 0,
        guessWrong: 0,
        overconfidence: null,
      };
      s[`${r.confidence}Answers`] += 1;
      if (!r.is_correct) s[`${r.confidence}Wrong`] += 1;
      expected.set(r.topic_id, s);
    }
    for (const s of expected.values()) {
      s.overconfidence = s.sureAnswers > 0 ? Math.round((100 * s.sureWrong) / s.sureAnswers) : null;
    }
    expect(mine).toEqual(
      [...expected.values()].sort((a, b) => (b.overconfidence ?? -1) - (a.overconfidence ?? -1)),
    );

    // and the figures themselves, so a recomputation that drifted with the service is caught
    expect(mine).toEqual([
      expect.objectContaining({
        topicId: blue.id,
        sureAnswers: 1,
        sureWrong: 1,
        guessAnswers: 1,
        guessWrong: 1,
        unsureAnswers: 0,
        overconfidence: 100,
      }),
      expect.objectContaining({
        topicId: red.id,
        sureAnswers: 5,
        sureWrong: 3,
        unsureAnswers: 1,
        unsureWrong: 1,
        guessAnswers: 2,
        guessWrong: 1,
        overconfidence: 60,
      }),
    ]);

    // the other user sees only their own: every sure answer wrong
    const theirs = (await confidenceStats(other.cookie)).topics.filter((s) =>
      [red.id, blue.id, grey.id].includes(s.topicId),
    );
    expect(theirs.map((s) => [s.topicId, s.sureAnswers, s.overconfidence])).toEqual(
      expect.arrayContaining([
        [red.id, 8, 100],
        [blue.id, 2, 100],
        [grey.id, 2, 100],
      ]),
    );
    expect(theirs).toHaveLength(3);
  });

  it('is empty for a user who never rated an answer, and 401 for a visitor', async () => {
    const user = await signUpAndSignIn(t.app);
    expect(await confidenceStats(user.cookie)).toEqual({ topics: [] });
    const response = await t.app.inject({ method: 'GET', url: '/api/stats/confidence' });
    expect(response.statusCode).toBe(401);
  });
});
