// A session's lifetime is Better Auth's (plugins/auth.ts, ADR 064): a cookie it did not sign finds
// nobody, a session a day old is extended and its cookie sent again, an expired one is deleted
// and its cookie cleared, a fresh one is left alone.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { getSession, signUpAndSignIn } from '#server/test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const day = 24 * 60 * 60 * 1000;

/** The session cookie a response sets, as `name=value; attributes`, if any. */
function sessionCookieSet(response: { headers: Record<string, unknown> }): string | undefined {
  const header = response.headers['set-cookie'];
  const all = header === undefined ? [] : [header].flat().map(String);
  return all.find((line) => line.startsWith('hive.session_token='));
}

const userOf = async (cookie: string) =>
  ((await getSession(t.app, cookie)).json() as { user: { id: string } | null }).user?.id ?? null;

/** The user's only session's token (unsigned, as stored). */
async function tokenOf(userId: string): Promise<string> {
  const result = await t.db.execute<{ token: string }>(
    sql`select token from session where user_id = ${userId}`,
  );
  expect(result.rows).toHaveLength(1);
  return result.rows[0]!.token;
}

/** The session's expiry in ms since the epoch, or null when there is no such session. */
async function expiryOf(token: string): Promise<number | null> {
  const result = await t.db.execute<{ ms: string }>(
    sql`select (extract(epoch from expires_at) * 1000)::bigint as ms from session where token = ${token}`,
  );
  const row = result.rows[0];
  return row ? Number(row.ms) : null;
}

async function setExpiry(token: string, expiresAt: Date) {
  await t.db.execute(sql`update session set expires_at = ${expiresAt} where token = ${token}`);
}

describe('session lifetime', () => {
  it('finds the user of a fresh session, and nobody for a token signed with another secret', async () => {
    const account = await signUpAndSignIn(t.app);
    expect(await userOf(account.cookie)).toBe(account.userId);
    const token = await tokenOf(account.userId);
    const signature = createHmac('sha256', 'not-the-app-secret-0123456789abcdef')
      .update(token)
      .digest('base64');
    expect(await userOf(`hive.session_token=${encodeURIComponent(`${token}.${signature}`)}`)).toBe(
      null,
    );
    expect(await userOf(`hive.session_token=${token}`)).toBeNull();
  });

  it('extends a session a day old', async () => {
    const account = await signUpAndSignIn(t.app);
    const token = await tokenOf(account.userId);
    await setExpiry(token, new Date(Date.now() + 29 * day - 60_000));

    const response = await getSession(t.app, account.cookie);
    expect((response.json() as { user: { id: string } }).user.id).toBe(account.userId);
    expect(await expiryOf(token)).toBeGreaterThan(Date.now() + 30 * day - 60_000);
    // The browser's cookie is extended with the session, or it would lapse 30 days after sign-in.
    const renewed = sessionCookieSet(response);
    expect(renewed).toMatch(/Max-Age=2592000/i);
    expect(renewed?.split(';')[0]).toBe(
      account.cookie.split('; ').find((pair) => pair.startsWith('hive.session_token=')),
    );
  });

  it('deletes an expired session, and nobody is signed in', async () => {
    const account = await signUpAndSignIn(t.app);
    const token = await tokenOf(account.userId);
    await setExpiry(token, new Date(Date.now() - 60_000));

    const response = await getSession(t.app, account.cookie);
    expect((response.json() as { user: unknown }).user).toBeNull();
    expect(sessionCookieSet(response)).toMatch(/Max-Age=0/i);
    expect(await expiryOf(token)).toBeNull();
  });

  it('leaves a session younger than a day as it is', async () => {
    const account = await signUpAndSignIn(t.app);
    const token = await tokenOf(account.userId);
    const before = await expiryOf(token);
    const response = await getSession(t.app, account.cookie);
    expect((response.json() as { user: { id: string } }).user.id).toBe(account.userId);
    expect(sessionCookieSet(response)).toBeUndefined();
    expect(await expiryOf(token)).toBe(before);
  });
});
