// Every mail-sending path is metered per address, so a script cannot send a mail per call, and no
// request waits for the mail relay, so a slow relay does not tell a known address from an unknown
// one by the response time (ADR 019).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#server/config.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { startSmtpSink, type SmtpSink } from '#server/test/smtp-sink.ts';
import {
  authPost,
  newCredentials,
  readOutbox,
  signIn,
  signUp,
  signUpAndSignIn,
  uniqueEmail,
} from '#server/test/auth-helpers.ts';

const generous = { max: 10_000, windowSeconds: 60 };
const routeLimitsOff = {
  ...defaultRateLimits,
  signUpPerIp: generous,
  signInPerIp: generous,
  signInPerAccount: generous,
  signInPerAccountAndIp: generous,
  resetPerIp: generous,
  resetPerAccount: generous,
};

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(opened.map((o) => o.close()));
});

const requestReset = (t: TestApp, email: string, remoteAddress: string) =>
  authPost(
    t.app,
    'request-password-reset',
    { email, redirectTo: `${testOrigin}/reset-password` },
    { remoteAddress },
  );

describe('mail allowance per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Only the mail allowance (3 an hour) is left to stop a flood.
    t = await createTestApp({ rateLimits: routeLimitsOff });
    opened.push(t);
  });

  it('sends at most 3 reset mails an hour to one address, however many clients ask', async () => {
    const account = await signUpAndSignIn(t.app);
    for (let i = 1; i <= 6; i++) {
      const response = await requestReset(t, account.email, `198.51.100.${i}`);
      // The answer never changes, so it tells nothing about the allowance.
      expect(response.statusCode).toBe(200);
    }
    const mails = (await readOutbox(t.app, t.dataDir)).filter((m) => m.to === account.email);
    expect(mails).toHaveLength(3);
  });

  it('counts the address case-insensitively and each kind of mail on its own', async () => {
    const account = await signUpAndSignIn(t.app);
    for (const variant of [account.email, account.email.toUpperCase(), ` ${account.email}`]) {
      expect((await requestReset(t, variant, '198.51.100.9')).statusCode).toBe(200);
    }
    expect((await requestReset(t, account.email, '198.51.100.9')).statusCode).toBe(200);
    const mails = (await readOutbox(t.app, t.dataDir)).filter((m) => m.to === account.email);
    expect(mails).toHaveLength(3);
  });
});

describe('verification mails (SMTP configured)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    opened.push(sink);
    t = await createTestApp({ smtpUrl: sink.url, rateLimits: routeLimitsOff });
    opened.push(t);
  });

  it('mails a new link when an unverified account signs in, at most 3 an hour in all', async () => {
    const credentials = newCredentials();
    expect((await signUp(t.app, credentials)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t.app, credentials)).json().error.code).toBe('EMAIL_NOT_VERIFIED');
    }
    await t.app.mailer.settled();
    expect(sink.messages.filter((m) => m.to.includes(credentials.email))).toHaveLength(3);
  });
});

describe('a slow mail relay', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink({ acceptDelayMs: 1500 });
    opened.push(sink);
    t = await createTestApp({ smtpUrl: sink.url, rateLimits: routeLimitsOff });
    opened.push(t);
  });

  it('does not make a reset for a known address slower than for an unknown one', async () => {
    const credentials = newCredentials();
    expect((await signUp(t.app, credentials)).statusCode).toBe(200);
    await t.app.mailer.settled(); // the verification mail of the sign-up

    const timed = async (email: string) => {
      const started = performance.now();
      const response = await requestReset(t, email, '198.51.100.20');
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    const unknown = await timed(uniqueEmail('nobody'));
    const known = await timed(credentials.email);
    // The relay takes 1.5 s per mail; the answer must not wait for it.
    expect(known).toBeLessThan(700);
    expect(Math.abs(known - unknown)).toBeLessThan(500);
    // ... and the mail still goes out.
    await t.app.mailer.settled();
    const mails = sink.messages.filter((m) => m.to.includes(credentials.email));
    expect(mails.map((m) => /Subject: (.*)/.exec(m.raw)?.[1])).toContainEqual(
      expect.stringMatching(/reset/i),
    );
  });
});
