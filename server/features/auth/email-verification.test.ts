// With SMTP configured, verification is required: sign-up sends a real SMTP mail (to a local
// sink) and signs nobody in until the mailed link is followed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { startSmtpSink, messageText, type SmtpSink } from '#server/test/smtp-sink.ts';
import {
  authLinkIn,
  cookieHeader,
  getSession,
  hasSessionCookie,
  newCredentials,
  readOutbox,
  signIn,
  signUp,
} from '#server/test/auth-helpers.ts';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ smtpUrl: sink.url });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const verifiedFlag = async (email: string) =>
  (await t.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email)))[0]?.v;

describe('e-mail verification (mail configured)', () => {
  const credentials = newCredentials();
  let link: string;

  it('sign-up creates the account without a session and mails a verification link', async () => {
    const response = await signUp(t.app, credentials);
    expect(response.statusCode).toBe(200);
    expect(hasSessionCookie(response)).toBe(false);
    expect(await verifiedFlag(credentials.email)).toBe(false);

    const mail = await sink.waitFor(credentials.email);
    expect(mail.from).toBe('no-reply@hive.test');
    const text = messageText(mail.raw);
    expect(text).toContain('Verify');
    link = authLinkIn(text);
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=/);
    // Real mail went out, so nothing is written to the development outbox.
    expect(await readOutbox(t.app, t.dataDir)).toEqual([]);
  });

  it('refuses to sign in before the e-mail is verified', async () => {
    const response = await signIn(t.app, {
      email: credentials.email,
      password: credentials.password,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(hasSessionCookie(response)).toBe(false);
  });

  it('the mailed link verifies the address; sign-in then works', async () => {
    const followed = await t.app.inject({ method: 'GET', url: link });
    expect(followed.statusCode).toBe(302);
    expect(await verifiedFlag(credentials.email)).toBe(true);

    const response = await signIn(t.app, {
      email: credentials.email,
      password: credentials.password,
    });
    expect(response.statusCode).toBe(200);
    const current = await getSession(t.app, cookieHeader(response));
    expect(current.json().user).toMatchObject({ email: credentials.email, emailVerified: true });
  });

  it('a second sign-up of the same e-mail answers like a new one (no enumeration)', async () => {
    const again = await signUp(t.app, newCredentials({ email: credentials.email }));
    expect(again.statusCode).toBe(200);
    expect(hasSessionCookie(again)).toBe(false);
    const rows = await t.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, credentials.email));
    expect(rows).toHaveLength(1);
  });
});
