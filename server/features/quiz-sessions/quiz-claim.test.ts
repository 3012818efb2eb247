// Linking a visitor's completed attempts after sign-up ([product#visitor-attempts]):
// only unclaimed, completed attempts with the matching token, within 7 days, and only once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { quizSessions } from '#server/db/schema/index.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  pointsOf,
  profileCounters,
  recordedAnswers,
  relaxedRateLimits,
  startReady,
  type MadeQuestion,
} from '#server/test/quiz-fixtures.ts';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { claimTokenHeader } from '#shared/contract/claim-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

const ids = (list: { id: string }[]) => list.map((q) => q.id);

function claim(cookie: string | undefined, attempts: { id: string; claimToken: string }[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/quiz-sessions/claim',
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    payload: { attempts },
  });
}

async function topicBy(authorId: string, count: number) {
  const topic = await createTopic(t.db);
  return { topic, questions: await createQuestions(t.db, authorId, [topic.id], count) };
}

/** A visitor's attempt at a topic, completed with the questions in `right` answered correctly. */
async function visitorAttempt(topicId: number, key: MadeQuestion[], right: string[]) {
  const session = await startReady(t.app, undefined, {
    type: 'topic',
    topicId,
    questionCount: 'all',
  });
  const claimToken = session.claimToken!;
  const result = await completeOk(t.app, undefined, session.id, {
    answers: answersFor(session.questions, key, right),
    claimToken,
  });
  expect(result.saved).toBe(false);
  return { id: session.id, claimToken, result };
}

const sessionRow = async (id: string) =>
  (await t.db.select().from(quizSessions).where(eq(quizSessions.id, id)))[0]!;

describe('POST /api/quiz-sessions/claim', () => {
  it('links a completed attempt with the right token and credits answers and nectar once', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'Author' });
    const { topic, questions } = await topicBy(author.userId, 3);
    const authorBefore = await pointsOf(t.db, author.userId);
    const attempt = await visitorAttempt(topic.id, questions, ids(questions).slice(0, 2));
    expect(await pointsOf(t.db, author.userId)).toBe(authorBefore); // anonymous: nothing yet

    const user = await signUpAndSignIn(t.app, { name: 'New Trainee' });
    const response = await claim(user.cookie, [attempt]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ linked: [attempt.id], rejected: [], pointsEarned: 2 });

    expect(await profileCounters(t.db, user.userId)).toMatchObject({
      points: 2,
      questionsAnswered: 3,
      answersTotal: 3,
      answersCorrect: 2,
    });
    expect(await recordedAnswers(t.db, user.userId, attempt.id)).toHaveLength(3);
    // The answers are now a signed-in user's: the author is paid for each first attempt.
    expect(await pointsOf(t.db, author.userId)).toBe(authorBefore + 3);

    const row = await sessionRow(attempt.id);
    expect(row).toMatchObject({ userId: user.userId, claimTokenHash: null, pointsEarned: 2 });
    expect(row.claimedAt).toBeInstanceOf(Date);

    // The user can read the linked result; it is now saved, with its original completion time.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/quiz-sessions/${attempt.id}/result`,
      headers: { cookie: user.cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      saved: true,
      pointsEarned: 2,
      correctAnswers: 2,
      completedAt: attempt.result.completedAt,
    } satisfies Partial<QuizResult>);
    // The visitor's token no longer opens it.
    const byToken = await t.app.inject({
      method: 'GET',
      url: `/api/quiz-sessions/${attempt.id}/result`,
      headers: { [claimTokenHeader]: attempt.claimToken },
    });
    expect(byToken.statusCode).toBe(404);

    // It shows as the user's recent activity.
    const activity = await t.app.inject({
      method: 'GET',
      url: '/api/stats/recent-activity',
      headers: { cookie: user.cookie },
    });
    expect(activity.json().map((a: { id: string }) => a.id)).toEqual([attempt.id]);
  });

  it('rejects a used token and changes nothing, for the same user or another', async () => {
    const author = await signUpAndSignIn(t.app);
    const { topic, questions } = await topicBy(author.userId, 2);
    const attempt = await visitorAttempt(topic.id, questions, ids(questions));
    const user = await signUpAndSignIn(t.app);
    expect((await claim(user.cookie, [attempt])).json().linked).toEqual([attempt.id]);
    const userAfter = await profileCounters(t.db, user.userId);
    const authorAfter = await pointsOf(t.db, author.userId);

    const again = await claim(user.cookie, [attempt]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ linked: [], rejected: [attempt.id], pointsEarned: 0 });

    const thief = await signUpAndSignIn(t.app);
    const stolen = await claim(thief.cookie, [attempt]);
    expect(stolen.json()).toEqual({ linked: [], rejected: [attempt.id], pointsEarned: 0 });

    expect(await profileCounters(t.db, user.userId)).toEqual(userAfter);
    expect(await pointsOf(t.db, author.userId)).toBe(authorAfter);
    expect(await pointsOf(t.db, thief.userId)).toBe(0);
    expect(await recordedAnswers(t.db, thief.userId)).toHaveLength(0);
    expect(await recordedAnswers(t.db, user.userId)).toHaveLength(2);
    expect((await sessionRow(attempt.id)).userId).toBe(user.userId);
  });

  it('rejects a wrong token without burning the attempt', async () => {
    const author = await signUpAndSignIn(t.app);
    const { topic, questions } = await topicBy(author.userId, 2);
    const attempt = await visitorAttempt(topic.id, questions, ids(questions));
    const user = await signUpAndSignIn(t.app);

    const wrong = await claim(user.cookie, [{ id: attempt.id, claimToken: 'not-the-token' }]);
    expect(wrong.json()).toEqual({ linked: [], rejected: [attempt.id], pointsEarned: 0 });
    expect(await pointsOf(t.db, user.userId)).toBe(0);
    expect((await sessionRow(attempt.id)).userId).toBeNull();

    const right = await claim(user.cookie, [attempt]);
    expect(right.json()).toEqual({ linked: [attempt.id], rejected: [], pointsEarned: 2 });
  });

  it('rejects an attempt older than 7 days; a 6-day-old one still links', async () => {
    const author = await signUpAndSignIn(t.app);
    const { topic, questions } = await topicBy(author.userId, 2);
    const old = await visitorAttempt(topic.id, questions, ids(questions));
    const recent = await visitorAttempt(topic.id, questions, ids(questions));
    await t.db.execute(
      sql`update quiz_sessions set created_at = now() - interval '8 days' where id = ${old.id}`,
    );
    await t.db.execute(
      sql`update quiz_sessions set created_at = now() - interval '6 days' where id = ${recent.id}`,
    );
    const user = await signUpAndSignIn(t.app);
    const response = await claim(user.cookie, [old, recent]);
    expect(response.json()).toEqual({ linked: [recent.id], rejected: [old.id], pointsEarned: 2 });
    expect((await sessionRow(old.id)).userId).toBeNull();
    expect(await recordedAnswers(t.db, user.userId, old.id)).toHaveLength(0);
  });

  it('rejects an attempt that was never completed', async () => {
    const author = await signUpAndSignIn(t.app);
    const { topic } = await topicBy(author.userId, 2);
    const session = await startReady(t.app, undefined, { type: 'topic', topicId: topic.id });
    const user = await signUpAndSignIn(t.app);
    const response = await claim(user.cookie, [
      { id: session.id, claimToken: session.claimToken! },
    ]);
    expect(response.json()).toEqual({ linked: [], rejected: [session.id], pointsEarned: 0 });
    expect((await sessionRow(session.id)).userId).toBeNull();
    expect(await recordedAnswers(t.db, user.userId)).toHaveLength(0);
  });

  it("rejects a signed-in user's own session and an unknown id", async () => {
    const author = await signUpAndSignIn(t.app);
    const { topic, questions } = await topicBy(author.userId, 1);
    const user = await signUpAndSignIn(t.app);
    const session = await startReady(t.app, user.cookie, { type: 'topic', topicId: topic.id });
    await completeOk(t.app, user.cookie, session.id, {
      answers: answersFor(session.questions, questions, ids(questions)),
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await claim(user.cookie, [
      { id: session.id, claimToken: 'anything' },
      { id: unknown, claimToken: 'anything' },
    ]);
    expect(response.json()).toEqual({
      linked: [],
      rejected: [session.id, unknown],
      pointsEarned: 0,
    });
    expect(await pointsOf(t.db, user.userId)).toBe(1);
  });

  it('credits a question answered correctly in two attempts only once', async () => {
    const author = await signUpAndSignIn(t.app);
    const { topic, questions } = await topicBy(author.userId, 2);
    const first = await visitorAttempt(topic.id, questions, ids(questions));
    const second = await visitorAttempt(topic.id, questions, ids(questions));
    const authorBefore = await pointsOf(t.db, author.userId);
    const user = await signUpAndSignIn(t.app);
    const response = await claim(user.cookie, [first, second]);
    expect(response.json()).toEqual({
      linked: [first.id, second.id],
      rejected: [],
      pointsEarned: 2,
    });
    expect(await profileCounters(t.db, user.userId)).toMatchObject({
      points: 2,
      questionsAnswered: 2,
      answersTotal: 4,
      answersCorrect: 4,
    });
    expect(await pointsOf(t.db, author.userId)).toBe(authorBefore + 2);
  });

  it('gives an author nothing for their own questions answered while signed out', async () => {
    const author = await signUpAndSignIn(t.app);
    const { topic, questions } = await topicBy(author.userId, 2);
    const attempt = await visitorAttempt(topic.id, questions, ids(questions));
    const before = await pointsOf(t.db, author.userId);
    const response = await claim(author.cookie, [attempt]);
    expect(response.json()).toEqual({ linked: [attempt.id], rejected: [], pointsEarned: 0 });
    expect(await pointsOf(t.db, author.userId)).toBe(before);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/quiz-sessions/${attempt.id}/result`,
      headers: { cookie: author.cookie },
    });
    expect(read.json()).toMatchObject({ isRevision: true, pointsEarned: 0 });
  });

  it('answers 401 without a session and links nothing', async () => {
    const author = await signUpAndSignIn(t.app);
    const { topic, questions } = await topicBy(author.userId, 1);
    const attempt = await visitorAttempt(topic.id, questions, ids(questions));
    const response = await claim(undefined, [attempt]);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect((await sessionRow(attempt.id)).userId).toBeNull();
  });

  it('concurrent claims of one attempt link it once', async () => {
    const author = await signUpAndSignIn(t.app);
    const { topic, questions } = await topicBy(author.userId, 3);
    const attempt = await visitorAttempt(topic.id, questions, ids(questions));
    const user = await signUpAndSignIn(t.app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => claim(user.cookie, [attempt])),
    );
    const bodies = responses.map((r) => r.json() as { linked: string[]; pointsEarned: number });
    expect(bodies.filter((b) => b.linked.length === 1)).toHaveLength(1);
    expect(bodies.reduce((sum, b) => sum + b.pointsEarned, 0)).toBe(3);
    expect(await profileCounters(t.db, user.userId)).toMatchObject({
      points: 3,
      answersTotal: 3,
    });
  });
});
