// Our own rate limiter in front of Better Auth: counters live in the rate_limits table, keyed by
// client IP (as Fastify resolves it under TRUST_PROXY) and by account e-mail.
import { afterEach, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { rateLimits } from '#server/db/schema/index.ts';
import { defaultRateLimits, type AppConfig, type RateLimits } from '#server/config.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { authPost, signIn, signUpAndSignIn, uniqueEmail } from '#server/test/auth-helpers.ts';

const three = { max: 3, windowSeconds: 600 };
const opened: TestApp[] = [];

async function appWith(limits: Partial<RateLimits>, overrides: Partial<AppConfig> = {}) {
  const t = await createTestApp({ rateLimits: { ...defaultRateLimits, ...limits }, ...overrides });
  opened.push(t);
  return t;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

const wrong = (email: string) => ({ email, password: 'Wrong1Password' });

async function counters(t: TestApp, prefix: string) {
  return t.db
    .select()
    .from(rateLimits)
    .where(like(rateLimits.key, `${prefix}%`));
}

function expectRateLimited(response: Awaited<ReturnType<typeof signIn>>, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('sign-in rate limits', () => {
  it('limits sign-ins per account, even with the right password, and keeps the count in the database', async () => {
    const t = await appWith({ signInPerAccount: three });
    const account = await signUpAndSignIn(t.app);
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.app, wrong(account.email))).statusCode).toBe(401);

    const fourth = await signIn(t.app, { email: account.email, password: account.password });
    expectRateLimited(fourth, 600);

    const rows = await counters(t, 'signInPerAccount:');
    expect(rows).toEqual([
      expect.objectContaining({ key: `signInPerAccount:${account.email}`, count: 4 }),
    ]);

    // Another account from the same address is not affected.
    const other = await signUpAndSignIn(t.app);
    expect((await signIn(t.app, { email: other.email, password: other.password })).statusCode).toBe(
      200,
    );
  });

  it('counts an account case-insensitively', async () => {
    const t = await appWith({ signInPerAccount: three });
    const email = uniqueEmail();
    for (const variant of [email, email.toUpperCase(), ` ${email} `]) {
      expect((await signIn(t.app, wrong(variant))).statusCode).toBe(401);
    }
    expectRateLimited(await signIn(t.app, wrong(email)), 600);
  });

  it('limits sign-ins per IP across accounts', async () => {
    const t = await appWith({ signInPerIp: three });
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.app, wrong(uniqueEmail()))).statusCode).toBe(401);
    expectRateLimited(await signIn(t.app, wrong(uniqueEmail())), 600);

    const rows = await counters(t, 'signInPerIp:');
    expect(rows).toEqual([expect.objectContaining({ key: 'signInPerIp:127.0.0.1', count: 4 })]);

    // Another client address has its own counter.
    const elsewhere = await signIn(t.app, wrong(uniqueEmail()), { remoteAddress: '10.0.0.2' });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const t = await appWith({ signInPerIp: three }, { trustProxy: false });
    for (let i = 1; i <= 3; i++) {
      const response = await signIn(t.app, wrong(uniqueEmail()), {
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    const fourth = await signIn(t.app, wrong(uniqueEmail()), {
      headers: { 'x-forwarded-for': '203.0.113.4' },
    });
    expectRateLimited(fourth, 600);
    const keys = (await counters(t, 'signInPerIp:')).map((r) => r.key);
    expect(keys).toEqual(['signInPerIp:127.0.0.1']);
  });

  it('uses X-Forwarded-For from one trusted proxy hop', async () => {
    const t = await appWith({ signInPerIp: three }, { trustProxy: 1 });
    const from = (ip: string) =>
      signIn(t.app, wrong(uniqueEmail()), { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.1')).statusCode).toBe(401);
    // A different client behind the same proxy has its own counter ...
    expect((await from('203.0.113.2')).statusCode).toBe(401);
    // ... while the first one is now over its limit.
    expectRateLimited(await from('203.0.113.1'), 600);

    const keys = (await counters(t, 'signInPerIp:')).map((r) => r.key).sort();
    expect(keys).toEqual(['signInPerIp:203.0.113.1', 'signInPerIp:203.0.113.2']);
  });
});

describe('password reset rate limits', () => {
  it('limits reset requests per account, known or not, with the same answer', async () => {
    const t = await appWith({ resetPerAccount: { max: 2, windowSeconds: 3600 } });
    const account = await signUpAndSignIn(t.app);
    const request = (email: string) =>
      authPost(t.app, 'request-password-reset', {
        email,
        redirectTo: 'http://localhost:3000/reset-password',
      });

    for (const email of [account.email, uniqueEmail('nobody')]) {
      expect((await request(email)).statusCode).toBe(200);
      expect((await request(email)).statusCode).toBe(200);
      expectRateLimited(await request(email), 3600);
    }
  });
});
