// Visitors may start quizzes, and each start stores a session row: starts are limited per IP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#server/config.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { createQuestions, createTopic, startQuizRequest } from '#server/test/quiz-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { ...defaultRateLimits, visitorQuizStartsPerIp: { max: 2, windowSeconds: 600 } },
  });
  const author = await signUpAndSignIn(t.app);
  const topic = await createTopic(t.db);
  await createQuestions(t.db, author.userId, [topic.id], 3);
});
afterAll(() => t.close());

describe('visitor quiz starts', () => {
  it('answers 429 with a retry-after past the per-IP limit, and stores no session for it', async () => {
    const sessions = async () =>
      (await t.pool.query<{ n: number }>('select count(*)::int as n from quiz_sessions')).rows[0]!
        .n;
    for (let i = 0; i < 2; i++) {
      const started = await startQuizRequest(t.app, undefined, {});
      expect(started.json().status).toBe('ready');
    }
    const before = await sessions();
    expect(before).toBe(2);
    const refused = await startQuizRequest(t.app, undefined, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sessions()).toBe(before);
  });

  it('does not limit signed-in trainees, whose sessions are their own', async () => {
    const { cookie } = await signUpAndSignIn(t.app);
    for (let i = 0; i < 4; i++) {
      expect((await startQuizRequest(t.app, cookie, {})).statusCode).toBe(200);
    }
  });
});
