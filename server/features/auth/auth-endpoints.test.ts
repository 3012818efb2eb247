// Only the Better Auth endpoints the app uses are reachable, each by its one canonical path.
// A path such as "/api/auth/./sign-in/email" (also %2e, x/..) must meet the same guard as the
// normalised one Better Auth routes (ADR 019). These tests send the paths over a real socket:
// app.inject would normalise them away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { user } from '#server/db/schema/index.ts';
import { defaultRateLimits } from '#server/config.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import {
  cookieHeader,
  getSession,
  newCredentials,
  signIn,
  signUp,
  signUpAndSignIn,
  uniqueEmail,
} from '#server/test/auth-helpers.ts';
import { rawSender, type RawSend } from '#server/test/raw-http.ts';

let t: TestApp;
let send: RawSend;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      ...defaultRateLimits,
      signUpPerIp: { max: 10_000, windowSeconds: 60 },
      signInPerIp: { max: 10_000, windowSeconds: 60 },
      signInPerAccountAndIp: { max: 3, windowSeconds: 600 },
    },
  });
  send = await rawSender(t.app);
});
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send('POST', path, { body, headers: { origin: testOrigin, ...headers } });

/** Every other way of writing /api/auth/<endpoint> that a normalising router might accept. */
function spellings(endpoint: string): string[] {
  const [first, ...rest] = endpoint.split('/');
  const inner =
    rest.length > 0
      ? [
          `/api/auth/${[first, ...rest].join('%2F')}`,
          `/api/auth/${[first, '.', ...rest].join('/')}`,
        ]
      : [];
  return [
    ...inner,
    `/api/auth/./${endpoint}`,
    `/api/auth/%2e/${endpoint}`,
    `/api/auth/%2E/${endpoint}`,
    `/api/auth/x/../${endpoint}`,
    `/api/auth/x/%2e%2e/${endpoint}`,
    `/api/auth/x/%2E%2E/${endpoint}`,
    `/api/auth//${endpoint}`,
    `/api/auth/${endpoint}/`,
    `/api/auth/${endpoint}/.`,
    `/api/auth/${endpoint.toUpperCase()}`,
    `/API/auth/${endpoint}`,
    `/api/auth/./${endpoint}?callbackURL=/`,
  ];
}

const guarded = [
  'sign-in/email',
  'sign-up/email',
  'request-password-reset',
  'reset-password',
  'sign-out',
];

describe('canonical auth paths', () => {
  it('answers 404 to every other spelling of an endpoint', async () => {
    for (const endpoint of guarded) {
      for (const path of spellings(endpoint)) {
        const response = await post(path, {});
        expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
        expect(JSON.parse(response.body).error.code).toBe('NOT_FOUND');
      }
    }
  });

  it('keeps the wall: an account locked from this client signs in through no spelling', async () => {
    const account = await signUpAndSignIn(t.app);
    for (let i = 0; i < 3; i++) {
      const wrong = await post('/api/auth/sign-in/email', {
        email: account.email,
        password: 'Wrong1Password',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const right = { email: account.email, password: account.password };
    // %65 is "e": the router decodes it to the canonical route, whose guard then applies.
    for (const path of [...spellings('sign-in/email'), '/api/auth/sign-in/%65mail']) {
      const response = await post(path, right);
      expect({ path, status: response.statusCode }).toEqual({
        path,
        status: path.endsWith('%65mail') ? 429 : 404,
      });
      expect(response.headers['set-cookie'] ?? []).not.toContainEqual(
        expect.stringMatching(/session_token=[^;]/),
      );
    }
  });

  it('applies the sign-up rules whatever the spelling: no account without them', async () => {
    for (const path of [...spellings('sign-up/email'), '/api/auth/sign-up/%65mail']) {
      const email = uniqueEmail('weak');
      const response = await post(path, { name: 'x'.repeat(101), email, password: 'nouppercase1' });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      const rows = await t.db
        .select({ id: user.id })
        .from(user)
        .where(eq(sql`lower(${user.email})`, email));
      expect({ path, accounts: rows.length }).toEqual({ path, accounts: 0 });
    }
  });
});

describe('the allowlist', () => {
  // Better Auth endpoints no screen of ours uses; with a session they would otherwise work.
  const unused: [string, string, unknown][] = [
    ['POST', 'update-user', { name: 'Mallory' }],
    ['POST', 'change-password', { currentPassword: 'x', newPassword: 'y' }],
    ['POST', 'change-email', { newEmail: 'mallory@example.com' }],
    ['POST', 'send-verification-email', { email: 'someone@example.com' }],
    ['POST', 'delete-user', {}],
    ['POST', 'revoke-sessions', {}],
    ['POST', 'revoke-other-sessions', {}],
    ['POST', 'set-password', { newPassword: 'Abcdefg1' }],
    ['POST', 'sign-in/social', { provider: 'github' }],
    ['POST', 'forget-password', { email: 'someone@example.com' }],
    ['GET', 'get-session', undefined],
    ['GET', 'list-sessions', undefined],
    ['GET', 'list-accounts', undefined],
    ['GET', 'ok', undefined],
    ['GET', 'error', undefined],
    ['GET', 'sign-in/email', undefined],
    ['PUT', 'sign-in/email', {}],
  ];

  it('answers 404 to every Better Auth endpoint the app does not use, even signed in', async () => {
    const account = await signUpAndSignIn(t.app, { name: 'Aroha Ngata' });
    for (const [method, endpoint, body] of unused) {
      const response = await send(method, `/api/auth/${endpoint}`, {
        body,
        headers: { origin: testOrigin, cookie: account.cookie },
      });
      expect({ method, endpoint, status: response.statusCode }).toEqual({
        method,
        endpoint,
        status: 404,
      });
    }
    const session = await getSession(t.app, account.cookie);
    expect(session.json().user).toMatchObject({ name: 'Aroha Ngata', email: account.email });
  });

  it('drops body fields the endpoint does not define before Better Auth sees them', async () => {
    const credentials = newCredentials();
    const response = await signUp(t.app, {
      ...credentials,
      emailVerified: true,
      image: 'https://evil.example/x.png',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.db
      .select({ emailVerified: user.emailVerified, image: user.image })
      .from(user)
      .where(eq(user.email, credentials.email));
    expect(row).toEqual({ emailVerified: false, image: null });
  });
});

describe('session tokens', () => {
  it('never appear in a JSON body: sign-up and sign-in say only whether a session started', async () => {
    const credentials = newCredentials();
    const up = await signUp(t.app, credentials);
    const inResponse = await signIn(t.app, credentials);
    for (const response of [up, inResponse]) {
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).not.toHaveProperty('token');
      expect(body.signedIn).toBe(true);
      const token = /session_token=([^;.]+)/.exec(cookieHeader(response))?.[1];
      expect(token).toBeTruthy();
      expect(response.body).not.toContain(token!);
    }
  });
});
