// The fast session lookup (session-lookup.ts, ADR 055) accepts exactly the cookies Better Auth
// signs, and leaves to Better Auth the sessions it must delete (expired) or extend (a day old).
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { getSession, signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { verifiedSessionToken } from './session-lookup.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const secret = 'a-secret-that-is-long-enough-0123456789';
const signed = (token: string, key = secret) =>
  `${token}.${createHmac('sha256', key).update(token).digest('base64')}`;

/** The session cookie's value as Better Auth set it, URL-decoded as a cookie parser reads it. */
const cookieValue = (cookie: string) =>
  decodeURIComponent(/hive\.session_token=([^;]+)/.exec(cookie)![1]!);

const userOf = async (cookie: string) =>
  ((await getSession(t.app, cookie)).json() as { user: { id: string } | null }).user?.id ?? null;

/** The session's expiry in ms since the epoch, or null when there is no such session. */
async function expiryOf(token: string): Promise<number | null> {
  const result = await t.db.execute<{ ms: string }>(
    sql`select (extract(epoch from expires_at) * 1000)::bigint as ms from session where token = ${token}`,
  );
  const row = result.rows[0];
  return row ? Number(row.ms) : null;
}

const day = 24 * 60 * 60 * 1000;

describe('verifiedSessionToken', () => {
  it('returns the token of a value signed with the secret', () => {
    expect(verifiedSessionToken(signed('abc123'), secret)).toBe('abc123');
  });

  it('refuses another secret, a changed token or signature, and malformed values', () => {
    const good = signed('abc123');
    expect(verifiedSessionToken(signed('abc123', `${secret}x`), secret)).toBeNull();
    expect(verifiedSessionToken(good.replace('abc123', 'abc124'), secret)).toBeNull();
    const flipped = good.slice(0, -3) + (good.at(-3) === 'A' ? 'B' : 'A') + good.slice(-2);
    expect(verifiedSessionToken(flipped, secret)).toBeNull();
    expect(verifiedSessionToken('abc123', secret)).toBeNull();
    expect(verifiedSessionToken(`.${good.split('.')[1]}`, secret)).toBeNull();
    expect(verifiedSessionToken(`${good}=`, secret)).toBeNull();
    // the same bytes with a character the base64 alphabet lacks: Node would skip it
    expect(verifiedSessionToken(`${good.slice(0, -2)}!=`, secret)).toBeNull();
    // the same bytes spelled another way: the last character's unused low bits set
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    const sameBytes = alphabet[alphabet.indexOf(good.at(-2)!) ^ 1]!;
    expect(verifiedSessionToken(`${good.slice(0, -2)}${sameBytes}=`, secret)).toBeNull();
  });

  it('accepts any token signed with the secret, and no value with one character changed', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9]{1,64}$/);
    fc.assert(
      fc.property(token, fc.nat(), fc.constantFrom(...'ABab01+/=.x'), (raw, at, replacement) => {
        const value = signed(raw);
        expect(verifiedSessionToken(value, secret)).toBe(raw);
        const i = at % value.length;
        fc.pre(value[i] !== replacement);
        const changed = value.slice(0, i) + replacement + value.slice(i + 1);
        expect(verifiedSessionToken(changed, secret)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('accepts the cookie Better Auth itself signed at sign-up', async () => {
    const account = await signUpAndSignIn(t.app);
    const token = verifiedSessionToken(cookieValue(account.cookie), t.app.auth.options.secret!);
    expect(token).not.toBeNull();
    expect(await expiryOf(token!)).not.toBeNull();
  });
});

describe('the signed-in lookup', () => {
  it('finds the user of a fresh session, and nobody for a forged cookie', async () => {
    const account = await signUpAndSignIn(t.app);
    expect(await userOf(account.cookie)).toBe(account.userId);
    const token = verifiedSessionToken(cookieValue(account.cookie), t.app.auth.options.secret!)!;
    const forged = `hive.session_token=${encodeURIComponent(signed(token, 'not-the-app-secret-0123456789abcdef'))}`;
    expect(await userOf(forged)).toBeNull();
  });

  it('lets Better Auth extend a session a day old', async () => {
    const account = await signUpAndSignIn(t.app);
    const token = verifiedSessionToken(cookieValue(account.cookie), t.app.auth.options.secret!)!;
    const dayOld = new Date(Date.now() + 29 * day - 60_000);
    await t.db.execute(sql`update session set expires_at = ${dayOld} where token = ${token}`);

    expect(await userOf(account.cookie)).toBe(account.userId);
    const extended = (await expiryOf(token))!;
    expect(extended).toBeGreaterThan(Date.now() + 30 * day - 60_000);
  });

  it('lets Better Auth delete an expired session, and nobody is signed in', async () => {
    const account = await signUpAndSignIn(t.app);
    const token = verifiedSessionToken(cookieValue(account.cookie), t.app.auth.options.secret!)!;
    const past = new Date(Date.now() - 60_000);
    await t.db.execute(sql`update session set expires_at = ${past} where token = ${token}`);

    expect(await userOf(account.cookie)).toBeNull();
    expect(await expiryOf(token)).toBeNull();
  });

  it('leaves a session younger than a day as it is', async () => {
    const account = await signUpAndSignIn(t.app);
    const token = verifiedSessionToken(cookieValue(account.cookie), t.app.auth.options.secret!)!;
    const before = await expiryOf(token);
    expect(await userOf(account.cookie)).toBe(account.userId);
    expect(await expiryOf(token)).toBe(before);
  });
});
