// A revoked session stops working although signed-in requests are answered from the session
// cache (plugins/session-cache.ts, ADR 043): at once on the server that revoked it, and within
// the cache's TTL on a second app server sharing the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sessionCacheTtlMs } from '#server/plugins/session-cache.ts';
import {
  createSecondServer,
  createTestApp,
  testOrigin,
  type TestApp,
} from '#server/test/test-app.ts';
import {
  authPost,
  cookieHeader,
  getSession,
  signIn,
  signUpAndSignIn,
} from '#server/test/auth-helpers.ts';

let t: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  second = await createSecondServer(t);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const userOf = async (app: FastifyInstance, cookie: string) =>
  ((await getSession(app, cookie)).json() as { user: { id: string } | null }).user?.id ?? null;

const signOut = (app: FastifyInstance, cookie: string) =>
  authPost(app, 'sign-out', {}, { headers: { cookie, origin: testOrigin } });

describe('session cache and revocation', () => {
  it('sign-out ends a cached session at once and leaves the same user’s other session', async () => {
    const account = await signUpAndSignIn(t.app);
    const other = cookieHeader(await signIn(t.app, account));
    // both sessions are looked up, so both are cached
    expect(await userOf(t.app, account.cookie)).toBe(account.userId);
    expect(await userOf(t.app, other)).toBe(account.userId);

    expect((await signOut(t.app, account.cookie)).statusCode).toBe(200);
    expect(await userOf(t.app, account.cookie)).toBeNull();
    expect(await userOf(t.app, other)).toBe(account.userId);
  });

  it('a second server stops accepting a session signed out elsewhere within the TTL', async () => {
    const account = await signUpAndSignIn(t.app);
    expect(await userOf(second, account.cookie)).toBe(account.userId);
    const signedOutAt = Date.now();
    expect((await signOut(t.app, account.cookie)).statusCode).toBe(200);
    expect(await userOf(t.app, account.cookie)).toBeNull();

    await new Promise((r) => setTimeout(r, sessionCacheTtlMs - (Date.now() - signedOutAt) + 50));
    expect(await userOf(second, account.cookie)).toBeNull();
  });
});
