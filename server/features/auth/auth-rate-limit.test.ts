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
  it('walls off guessing at an account from one client, even with the right password, but not the owner elsewhere', async () => {
    const t = await appWith({ signInPerAccountAndIp: three });
    const account = await signUpAndSignIn(t.app);
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.app, wrong(account.email))).statusCode).toBe(401);

    const right = { email: account.email, password: account.password };
    expectRateLimited(await signIn(t.app, right), 600);

    const rows = await counters(t, 'signInPerAccountAndIp:');
    expect(rows).toEqual([
      expect.objectContaining({
        key: `signInPerAccountAndIp:${account.email}|127.0.0.1`,
        count: 4,
      }),
    ]);

    // Ten wrong passwords from anywhere do not lock the owner out.
    const owner = await signIn(t.app, right, { remoteAddress: '10.0.0.2' });
    expect(owner.statusCode).toBe(200);

    // Another account from the same address is not affected.
    const other = await signUpAndSignIn(t.app);
    expect((await signIn(t.app, { email: other.email, password: other.password })).statusCode).toBe(
      200,
    );
  });

  it('slows guessing at one account from many clients, then stops it at a ceiling', async () => {
    const t = await appWith({
      signInPerAccountAndIp: { max: 2, windowSeconds: 600 },
      signInPerAccount: { max: 4, windowSeconds: 600 },
    });
    const account = await signUpAndSignIn(t.app);
    const timed = async (ip: string) => {
      const started = performance.now();
      const response = await signIn(t.app, wrong(account.email), { remoteAddress: ip });
      return { status: response.statusCode, ms: performance.now() - started, response };
    };
    for (const ip of ['10.0.0.1', '10.0.0.2']) {
      const { status, ms } = await timed(ip);
      expect(status).toBe(401);
      expect(ms).toBeLessThan(900);
    }
    for (const ip of ['10.0.0.3', '10.0.0.4']) {
      const { status, ms } = await timed(ip);
      expect(status).toBe(401);
      expect(ms).toBeGreaterThanOrEqual(950);
    }
    expectRateLimited((await timed('10.0.0.5')).response, 600);
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

describe("Better Auth's own limiter, the second line", () => {
  it('stops a flood in the database even where our limits would let it through', async () => {
    const generous = { max: 10_000, windowSeconds: 600 };
    const t = await appWith({
      signInPerIp: generous,
      signInPerAccount: generous,
      signInPerAccountAndIp: generous,
      authLibraryPerIp: three,
    });
    for (let i = 0; i < 3; i++)
      expect((await signIn(t.app, wrong(uniqueEmail()))).statusCode).toBe(401);
    expectRateLimited(await signIn(t.app, wrong(uniqueEmail())), 600);

    const rows = await counters(t, 'authLibrary:');
    expect(rows).toEqual([expect.objectContaining({ count: 4 })]);
    expect(rows[0]!.key).toContain('127.0.0.1');
  });
});
