// Quiz starts (shared quizzes among them, ADR 025) and shared-question answers each write rows
// and count toward statistics: visitors are limited per client, signed-in trainees per account
// (ADR 024). The auth routes' limits run through the same plugin
// (features/auth/auth-rate-limit.test.ts).
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#server/config.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { count, request, shareOk } from '#server/test/authoring.ts';
import { createQuestions, createTopic, startQuizRequest } from '#server/test/quiz-fixtures.ts';
import { sql } from 'drizzle-orm';
import routeLimitsPlugin from './route-limits.ts';

const tight = { max: 2, windowSeconds: 600 };
let t: TestApp;
let shareCode: string;
let quizCode: string;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...defaultRateLimits,
      quizStarts: tight,
      sharedChecks: tight,
    },
  });
  const author = await signUpAndSignIn(t.app);
  const topic = await createTopic(t.db);
  const [question] = await createQuestions(t.db, author.userId, [topic.id], 3);
  shareCode = await shareOk(t.app, author.cookie, question!.id);
  const quiz = await request(t.app, 'POST', '/api/quizzes', author.cookie, {
    name: 'Limits',
    questionIds: [question!.id],
  });
  quizCode = (quiz.json() as { shareCode: string }).shareCode;
});
afterAll(() => t.close());

/** Two calls pass, the third answers 429 with a retry-after and writes nothing. */
async function expectLimited(call: () => ReturnType<typeof request>, rows: () => Promise<number>) {
  for (let i = 0; i < 2; i++) expect((await call()).statusCode).toBe(200);
  const before = await rows();
  const refused = await call();
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error.code).toBe('RATE_LIMITED');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(await rows()).toBe(before);
}

const sessions = () => count(t.db, sql`quiz_sessions`);
const answers = () => count(t.db, sql`user_answers`);
const visitorFrom = (remoteAddress: string) => ({ remoteAddress });

describe('quiz starts', () => {
  it('limits a visitor per client address', async () => {
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/quiz-sessions',
        headers: { origin: 'http://localhost:3000' },
        payload: {},
        ...visitorFrom('203.0.113.7'),
      });
    await expectLimited(start, sessions);
    // Another client is counted on its own.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/quiz-sessions',
      headers: { origin: 'http://localhost:3000' },
      payload: {},
      ...visitorFrom('203.0.113.8'),
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits a signed-in trainee per account, whatever the address', async () => {
    const { cookie } = await signUpAndSignIn(t.app);
    await expectLimited(() => startQuizRequest(t.app, cookie, {}), sessions);
    // A classmate on the same network is not affected.
    const classmate = await signUpAndSignIn(t.app);
    expect((await startQuizRequest(t.app, classmate.cookie, {})).statusCode).toBe(200);
  });
});

describe('shared questions and quizzes', () => {
  it("limits a signed-in trainee's answers to shared questions", async () => {
    const { cookie } = await signUpAndSignIn(t.app);
    await expectLimited(
      () => request(t.app, 'POST', `/api/shared/${shareCode}/check`, cookie, { answer: 'a' }),
      answers,
    );
  });

  it("limits a signed-in trainee's shared-quiz starts as quiz starts", async () => {
    const { cookie } = await signUpAndSignIn(t.app);
    await expectLimited(
      () =>
        request(t.app, 'POST', '/api/quiz-sessions', cookie, {
          type: 'shared-quiz',
          shareCode: quizCode,
        }),
      sessions,
    );
  });
});

describe('declarations', () => {
  it('refuses a limit that reads the request but would be counted before the body is read', async () => {
    const app = Fastify();
    await app.register(fp(async () => {}, { name: 'auth' }));
    await app.register(fp(async () => {}, { name: 'access' }));
    await app.register(routeLimitsPlugin);
    expect(() =>
      app.post(
        '/api/reads-body',
        { config: { rateLimit: { limit: 'signInPerAccount', message: 'no', per: () => 'x' } } },
        async () => ({ ok: true }),
      ),
    ).toThrow(/POST \/api\/reads-body: a limit that reads the request counts at 'validated'/);
    await app.close();
  });
});
