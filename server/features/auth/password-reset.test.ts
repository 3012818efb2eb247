// Password reset end to end in embedded mode: the mail goes to DATA_DIR/outbox.jsonl, the test
// follows its link like a user would. The steps share one account and run in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import {
  authLinkIn,
  authPost,
  getSession,
  readOutbox,
  signIn,
  signUpAndSignIn,
  uniqueEmail,
} from '#server/test/auth-helpers.ts';

const invalidLink = 'Invalid or expired password reset link. Please request a new one.';
const newPassword = 'Brand2NewPassword';

let t: TestApp;
let account: Awaited<ReturnType<typeof signUpAndSignIn>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  account = await signUpAndSignIn(t.app);
});
afterAll(async () => {
  await t?.close();
});

const requestReset = (email: string) =>
  authPost(t.app, 'request-password-reset', { email, redirectTo: `${testOrigin}/reset-password` });

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const unknown = await requestReset(uniqueEmail('nobody'));
    const known = await requestReset(account.email);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());

    const mails = await readOutbox(t.app, t.dataDir);
    expect(mails.map((m) => m.to)).toEqual([account.email]);
    expect(mails[0]!.subject).toBe('Reset your Hive password');
    expect(mails[0]!.text).toContain(`${testOrigin}/api/auth/reset-password/`);
  });

  it('refuses an invalid e-mail with the spec message', async () => {
    const response = await requestReset('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter a valid email address');
  });

  it('the mailed link redirects to /reset-password with a token', async () => {
    const [mail] = await readOutbox(t.app, t.dataDir);
    const response = await t.app.inject({ method: 'GET', url: authLinkIn(mail!.text) });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(`${testOrigin}/reset-password`);
    token = location.searchParams.get('token') ?? '';
    expect(token).not.toBe('');
  });

  it('refuses a weak new password with the spec message and keeps the token usable', async () => {
    const response = await authPost(t.app, 'reset-password', {
      token,
      newPassword: 'alllowercase1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must contain at least one uppercase letter',
    });
  });

  it('sets a good new password and signs out every old session', async () => {
    expect((await getSession(t.app, account.cookie)).json().user?.id).toBe(account.userId);
    const response = await authPost(t.app, 'reset-password', { token, newPassword });
    expect(response.statusCode).toBe(200);
    expect((await getSession(t.app, account.cookie)).json().user).toBeNull();
  });

  it('accepts the new password and refuses the old one', async () => {
    const withOld = await signIn(t.app, { email: account.email, password: account.password });
    expect(withOld.statusCode).toBe(401);
    const withNew = await signIn(t.app, { email: account.email, password: newPassword });
    expect(withNew.statusCode).toBe(200);
  });

  it('refuses to use the same token twice', async () => {
    const response = await authPost(t.app, 'reset-password', {
      token,
      newPassword: 'Another3Password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'INVALID_TOKEN', message: invalidLink });
    // the password did not change
    expect((await signIn(t.app, { email: account.email, password: newPassword })).statusCode).toBe(
      200,
    );
  });

  it('refuses a made-up token', async () => {
    const response = await authPost(t.app, 'reset-password', {
      token: 'made-up-token',
      newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'INVALID_TOKEN', message: invalidLink });
  });
});
