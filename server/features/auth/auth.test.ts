// Sign-up, sign-in and sign-out through the real Better Auth routes, with the spec's messages
// [product#account-validation]. Embedded mode: no mail configured, so sign-up signs the new user
// in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { session, user } from '#server/db/schema/index.ts';
import { defaultRateLimits } from '#server/config.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import {
  authPost,
  cookieHeader,
  getSession,
  goodPassword,
  hasSessionCookie,
  newCredentials,
  signIn,
  signUp,
  signUpAndSignIn,
  uniqueEmail,
} from '#server/test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // This file signs up many accounts from one address; the limits are tested in auth-rate-limit.
  const generous = { max: 10_000, windowSeconds: 60 };
  t = await createTestApp({
    rateLimits: {
      ...defaultRateLimits,
      signUpPerIp: generous,
      signInPerIp: generous,
      signInPerAccount: generous,
      signInPerAccountAndIp: generous,
    },
  });
});
afterAll(async () => {
  await t?.close();
});

async function usersWithEmail(email: string): Promise<number> {
  const rows = await t.db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()));
  return rows.length;
}

describe('sign-up', () => {
  it('creates the account, signs it in and gives it a fresh profile with the trimmed name', async () => {
    const credentials = newCredentials({ name: '  Aroha Ngata  ' });
    const response = await signUp(t.app, credentials);
    expect(response.statusCode).toBe(200);
    expect(hasSessionCookie(response)).toBe(true);

    const current = await getSession(t.app, cookieHeader(response));
    expect(current.statusCode).toBe(200);
    const body = current.json();
    expect(body.user).toMatchObject({
      email: credentials.email,
      name: 'Aroha Ngata',
      emailVerified: false,
    });
    expect(body.profile).toMatchObject({
      id: body.user.id,
      name: 'Aroha Ngata',
      email: credentials.email,
      points: 0,
      hasCompletedOnboarding: false,
      gpepClass: null,
      gpepYear: null,
      profilePictureUrl: null,
    });
  });

  it('trims the e-mail address before storing it', async () => {
    const email = uniqueEmail();
    const response = await signUp(t.app, newCredentials({ email: `  ${email}  ` }));
    expect(response.statusCode).toBe(200);
    const [row] = await t.db.select({ email: user.email }).from(user).where(eq(user.email, email));
    expect(row?.email).toBe(email);
  });

  it('accepts the longest allowed name (100) and password (72)', async () => {
    const response = await signUp(
      t.app,
      newCredentials({ name: 'n'.repeat(100), password: 'Aa1' + 'x'.repeat(69) }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user.name).toBe('n'.repeat(100));
  });

  // A syntactically valid address of 260 characters (64-character local part, 63-character labels).
  const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;

  const rejected: [string, Record<string, unknown>, string][] = [
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a missing name', { name: undefined }, 'Name is required'],
    // Invisible characters alone look like no name at all.
    ['a name of zero-width spaces', { name: '\u200B\u200B' }, 'Name is required'],
    ['a name of a right-to-left override', { name: '\u202E' }, 'Name is required'],
    ['a name of joiners and a BOM', { name: '\u200D\u2060\u2064\uFEFF' }, 'Name is required'],
    ['a name of bidi marks and isolates', { name: '\u061C\u200E\u2066\u2069' }, 'Name is required'],
    [
      'a name disguised by a right-to-left override',
      { name: 'Ana \u202Egnab' },
      'Name must not contain control characters',
    ],
    ['a 101-character name', { name: 'n'.repeat(101) }, 'Name is too long'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an e-mail over 255 characters', { email: longEmail }, 'Email is too long'],
    ['a 7-character password', { password: 'Abcde12' }, 'Password must be at least 8 characters'],
    ['a 73-character password', { password: 'Aa1' + 'x'.repeat(70) }, 'Password is too long'],
    [
      'a password without uppercase',
      { password: 'abcdefg1' },
      'Password must contain at least one uppercase letter',
    ],
    [
      'a password without lowercase',
      { password: 'ABCDEFG1' },
      'Password must contain at least one lowercase letter',
    ],
    [
      'a password without a number',
      { password: 'Abcdefgh' },
      'Password must contain at least one number',
    ],
  ];

  it.each(rejected)(
    'refuses %s with the spec message and creates no user',
    async (_label, change, message) => {
      const body: Record<string, unknown> = { ...newCredentials(), ...change };
      const response = await signUp(t.app, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(hasSessionCookie(response)).toBe(false);
      if (typeof body.email === 'string') expect(await usersWithEmail(body.email)).toBe(0);
    },
  );

  it('answers a second sign-up of the same e-mail (any case) with 409 ACCOUNT_EXISTS', async () => {
    const first = await signUpAndSignIn(t.app);
    const again = await signUp(t.app, newCredentials({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ACCOUNT_EXISTS');
    expect(hasSessionCookie(again)).toBe(false);
    expect(await usersWithEmail(first.email)).toBe(1);
  });
});

describe('sign-in', () => {
  it('refuses an invalid e-mail with the spec message', async () => {
    const response = await signIn(t.app, { email: 'someone@', password: goodPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter a valid email address',
    });
  });

  it('refuses an empty password with the spec message', async () => {
    const response = await signIn(t.app, { email: uniqueEmail(), password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password is required',
    });
  });

  it('answers a wrong password and an unknown e-mail alike (no account enumeration)', async () => {
    const account = await signUpAndSignIn(t.app);
    const wrongPassword = await signIn(t.app, { email: account.email, password: 'Wrong1Password' });
    const unknownEmail = await signIn(t.app, {
      email: uniqueEmail('nobody'),
      password: 'Wrong1Password',
    });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    const a = wrongPassword.json().error;
    const b = unknownEmail.json().error;
    expect(a.code).toBe('INVALID_CREDENTIALS');
    expect(b.code).toBe(a.code);
    expect(b.message).toBe(a.message);
    expect(hasSessionCookie(wrongPassword)).toBe(false);
  });

  it('signs in with the right password; the cookie is accepted by /api/session', async () => {
    const account = await signUpAndSignIn(t.app);
    const response = await signIn(t.app, { email: account.email, password: account.password });
    expect(response.statusCode).toBe(200);
    expect(hasSessionCookie(response)).toBe(true);

    const current = await getSession(t.app, cookieHeader(response));
    expect(current.json().user).toMatchObject({ id: account.userId, email: account.email });
  });

  it('shows a signed-out visitor as user null', async () => {
    const current = await getSession(t.app);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ user: null, profile: null });
  });

  it('refuses a sign-in from a foreign origin', async () => {
    const account = await signUpAndSignIn(t.app);
    const response = await signIn(
      t.app,
      { email: account.email, password: account.password },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect(hasSessionCookie(response)).toBe(false);
  });
});

describe('sign-out', () => {
  it('ends the session: /api/session shows no user and the session row is deleted', async () => {
    const account = await signUpAndSignIn(t.app);
    const sessionsOf = () =>
      t.db.select({ id: session.id }).from(session).where(eq(session.userId, account.userId));
    expect(await sessionsOf()).toHaveLength(1);

    const response = await authPost(
      t.app,
      'sign-out',
      {},
      { headers: { cookie: account.cookie, origin: testOrigin } },
    );
    expect(response.statusCode).toBe(200);

    const current = await getSession(t.app, account.cookie);
    expect(current.json().user).toBeNull();
    expect(await sessionsOf()).toHaveLength(0);
  });
});
