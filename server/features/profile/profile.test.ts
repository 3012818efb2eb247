// Profile reads, onboarding and Profile Settings, with the spec's messages
// [product#profile-validation].
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, user } from '#server/db/schema/index.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { getSession, signUpAndSignIn } from '#server/test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
function call(
  method: Method,
  url: string,
  cookie: string | undefined,
  payload?: object,
  origin = testOrigin,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const profileRow = async (id: string) =>
  (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];

describe('GET /api/profile', () => {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const response = await call('GET', '/api/profile', undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('returns the signed-in user’s profile', async () => {
    const account = await signUpAndSignIn(t.app, { name: 'Tama Rangi' });
    const response = await call('GET', '/api/profile', account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: account.userId,
      name: 'Tama Rangi',
      email: account.email,
    });
  });
});

describe('GET /api/session', () => {
  it('gives each of the callers who ask at the same moment their own profile', async () => {
    const accounts = [];
    for (let i = 0; i < 6; i++)
      accounts.push(await signUpAndSignIn(t.app, { name: `Caller ${i}` }));
    // one user without a profile row: answered with none, in the same statement as the rest
    await t.db.delete(profiles).where(eq(profiles.id, accounts[3]!.userId));
    const sessions = await Promise.all(accounts.map((a) => getSession(t.app, a.cookie)));
    expect(sessions.map((r) => r.statusCode)).toEqual(accounts.map(() => 200));
    expect(sessions.map((r) => r.json().profile?.email ?? null)).toEqual(
      accounts.map((a, i) => (i === 3 ? null : a.email)),
    );
    expect(sessions.map((r) => r.json().user.id)).toEqual(accounts.map((a) => a.userId));
  });
});

describe('onboarding', () => {
  const classMessage = 'Please select your GPEP class';

  it.each([
    ['a missing class', { gpepYear: 2026 }],
    ['an unknown class', { gpepClass: 'Atlantis', gpepYear: 2026 }],
    ['an empty class', { gpepClass: '', gpepYear: 2026 }],
  ])('refuses %s with the spec message', async (_label, body) => {
    const account = await signUpAndSignIn(t.app);
    const response = await call('POST', '/api/profile/onboarding', account.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: classMessage,
    });
    expect((await profileRow(account.userId))?.hasCompletedOnboarding).toBe(false);
  });

  it.each([2024, 2045, 2026.5])(
    'refuses the year %s (20 years from 2025 are offered)',
    async (gpepYear) => {
      const account = await signUpAndSignIn(t.app);
      const response = await call('POST', '/api/profile/onboarding', account.cookie, {
        gpepClass: 'Wellington',
        gpepYear,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect((await profileRow(account.userId))?.hasCompletedOnboarding).toBe(false);
    },
  );

  it('completes onboarding with a class and year', async () => {
    const account = await signUpAndSignIn(t.app);
    const response = await call('POST', '/api/profile/onboarding', account.cookie, {
      gpepClass: 'Wellington',
      gpepYear: 2026,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      gpepClass: 'Wellington',
      gpepYear: 2026,
      hasCompletedOnboarding: true,
    });
    const session = await getSession(t.app, account.cookie);
    expect(session.json().profile).toMatchObject({
      gpepClass: 'Wellington',
      hasCompletedOnboarding: true,
    });
  });

  it('accepts the last offered year, 2044', async () => {
    const account = await signUpAndSignIn(t.app);
    const response = await call('POST', '/api/profile/onboarding', account.cookie, {
      gpepClass: 'Otago',
      gpepYear: 2044,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().gpepYear).toBe(2044);
  });

  it('answers 401 without a session', async () => {
    const response = await call('POST', '/api/profile/onboarding', undefined, {
      gpepClass: 'Otago',
      gpepYear: 2026,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('cross-site requests', () => {
  it('refuses a state change from a foreign Origin and changes nothing', async () => {
    const account = await signUpAndSignIn(t.app, { name: 'Original Name' });
    const evil = 'https://evil.example';
    const onboarding = await call(
      'POST',
      '/api/profile/onboarding',
      account.cookie,
      { gpepClass: 'Wellington', gpepYear: 2026 },
      evil,
    );
    expect(onboarding.statusCode).toBe(403);
    expect(onboarding.json().error.code).toBe('FORBIDDEN');

    const update = await call(
      'PUT',
      '/api/profile',
      account.cookie,
      { name: 'Hacked', gpepClass: 'Otago', gpepYear: 2026 },
      evil,
    );
    expect(update.statusCode).toBe(403);

    const row = await profileRow(account.userId);
    expect(row).toMatchObject({
      name: 'Original Name',
      gpepClass: null,
      hasCompletedOnboarding: false,
    });
  });
});

describe('PUT /api/profile', () => {
  it('refuses a blank name with the spec message', async () => {
    const account = await signUpAndSignIn(t.app, { name: 'Kept Name' });
    const response = await call('PUT', '/api/profile', account.cookie, {
      name: '   ',
      gpepClass: 'Otago',
      gpepYear: 2026,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter your name',
    });
    expect((await profileRow(account.userId))?.name).toBe('Kept Name');
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['a right-to-left override', '\u202E'],
    ['joiners, word joiners and a BOM', '\u200C\u200D\u2060\u2063\uFEFF'],
    ['bidi marks and isolates', '\u061C\u200E\u200F\u2066\u2069'],
  ])('refuses a name of only %s as empty, with the spec message', async (_label, name) => {
    const account = await signUpAndSignIn(t.app, { name: 'Kept Name' });
    const response = await call('PUT', '/api/profile', account.cookie, {
      name,
      gpepClass: 'Otago',
      gpepYear: 2026,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please enter your name',
    });
    expect((await profileRow(account.userId))?.name).toBe('Kept Name');
  });

  it('refuses a missing class with the spec message', async () => {
    const account = await signUpAndSignIn(t.app, { name: 'Kept Name' });
    const response = await call('PUT', '/api/profile', account.cookie, {
      name: 'New Name',
      gpepYear: 2026,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please select your GPEP class',
    });
    expect((await profileRow(account.userId))?.name).toBe('Kept Name');
  });

  it('saves the trimmed name in the profile and in the auth user', async () => {
    const account = await signUpAndSignIn(t.app, { name: 'Old Name' });
    const response = await call('PUT', '/api/profile', account.cookie, {
      name: '  Mere Tui  ',
      gpepClass: 'Canterbury',
      gpepYear: 2030,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Mere Tui',
      gpepClass: 'Canterbury',
      gpepYear: 2030,
    });

    expect((await profileRow(account.userId))?.name).toBe('Mere Tui');
    const [authUser] = await t.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, account.userId));
    expect(authUser?.name).toBe('Mere Tui');
    // the session reads the auth user: it shows the new name too
    expect((await getSession(t.app, account.cookie)).json().user.name).toBe('Mere Tui');
  });

  it('sets tutor mode (ADR 075), off by default, and leaves it as it is when not sent', async () => {
    const account = await signUpAndSignIn(t.app, { name: 'Tutor Setting' });
    expect((await call('GET', '/api/profile', account.cookie)).json().tutorMode).toBe(false);
    const form = { name: 'Tutor Setting', gpepClass: 'Otago', gpepYear: 2026 };
    const on = await call('PUT', '/api/profile', account.cookie, { ...form, tutorMode: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().tutorMode).toBe(true);
    // the settings form without the switch changes nothing of it
    const renamed = await call('PUT', '/api/profile', account.cookie, { ...form, name: 'Renamed' });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', tutorMode: true });
    expect((await getSession(t.app, account.cookie)).json().profile.tutorMode).toBe(true);
    expect((await profileRow(account.userId))?.tutorMode).toBe(true);
    const bad = await call('PUT', '/api/profile', account.cookie, { ...form, tutorMode: 'yes' });
    expect(bad.statusCode).toBe(400);
    const off = await call('PUT', '/api/profile', account.cookie, { ...form, tutorMode: false });
    expect(off.json().tutorMode).toBe(false);
  });

  it('answers 401 without a session', async () => {
    const response = await call('PUT', '/api/profile', undefined, {
      name: 'X',
      gpepClass: 'Otago',
      gpepYear: 2026,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});
