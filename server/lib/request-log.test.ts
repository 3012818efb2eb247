// The request log never holds a secret that opens something: a password-reset token (in the
// e-mailed link's path, and in the page's query it redirects to), a visitor's claim token (sent in
// a header, never in the URL) or any other token-like query parameter. The app logs through the
// real logger (lib/logger.ts) into memory, and every line is searched for the secrets.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, logSafeUrl } from '#server/lib/logger.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { authLinkIn, authPost, readOutbox, signUpAndSignIn } from '#server/test/auth-helpers.ts';
import {
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
} from '#server/test/quiz-fixtures.ts';
import { claimTokenHeader } from '#shared/contract/claim-token.ts';

const lines: string[] = [];
const logged = () => lines.join('');
const memory = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { rateLimits: relaxedRateLimits },
    { logger: createLogger('info', memory) },
  );
});
afterAll(async () => {
  await t?.close();
});

describe('the request log', () => {
  it('masks the reset token of the e-mailed link and of the page it leads to', async () => {
    const user = await signUpAndSignIn(t.app);
    const asked = await authPost(t.app, 'request-password-reset', {
      email: user.email,
      redirectTo: `${testOrigin}/reset-password`,
    });
    expect(asked.statusCode).toBe(200);
    const mail = (await readOutbox(t.app, t.dataDir)).find((m) => m.to === user.email)!;
    const link = authLinkIn(mail.text);
    const token = /\/reset-password\/([^/?]+)/.exec(link)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(16);

    lines.length = 0;
    const followed = await t.app.inject({ method: 'GET', url: link });
    expect(followed.statusCode).toBe(302);
    const page = new URL(followed.headers.location!, testOrigin);
    expect(page.searchParams.get('token')).toBe(token);
    await t.app.inject({
      method: 'GET',
      url: page.pathname + page.search,
      headers: { accept: 'text/html' },
    });

    expect(logged()).toContain('/api/auth/reset-password/[redacted]');
    expect(logged()).toContain('/reset-password?token=[redacted]');
    expect(logged()).not.toContain(token);
  });

  it("reads a visitor's result with the claim token in a header, which is never logged", async () => {
    const author = await signUpAndSignIn(t.app);
    const topic = await createTopic(t.db);
    const questions = await createQuestions(t.db, author.userId, [topic.id], 2);
    const session = await startReady(t.app, undefined, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 'all',
    });
    const claimToken = session.claimToken!;
    await completeOk(t.app, undefined, session.id, {
      answers: answersFor(session.questions, questions, [questions[0]!.id]),
      claimToken,
    });

    lines.length = 0;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/quiz-sessions/${session.id}/result`,
      headers: { [claimTokenHeader]: claimToken },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ sessionId: session.id, correctAnswers: 1 });
    // Without it, or with another, the visitor's result is not found.
    for (const headers of [{}, { [claimTokenHeader]: `${claimToken}x` }]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/quiz-sessions/${session.id}/result`,
        headers,
      });
      expect(refused.statusCode).toBe(404);
    }
    // An old client still putting it in the query is not logged either (and no longer opens it).
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/quiz-sessions/${session.id}/result?claimToken=${claimToken}`,
    });
    expect(old.statusCode).toBe(404);

    expect(logged()).toContain(`/api/quiz-sessions/${session.id}/result`);
    expect(logged()).not.toContain(claimToken);
  });
});

describe('logSafeUrl', () => {
  it('masks the reset path token and token-like query values, and keeps everything else', () => {
    expect(logSafeUrl('/api/auth/reset-password/abc123?callbackURL=%2Freset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    );
    expect(logSafeUrl('/api/auth/verify-email?token=eyJ.abc&callbackURL=/')).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=/',
    );
    expect(logSafeUrl('/x?claimToken=s3cret&page=2&api_key=k&Secret=v&flag')).toBe(
      '/x?claimToken=[redacted]&page=2&api_key=[redacted]&Secret=[redacted]&flag',
    );
    expect(logSafeUrl('/api/topics?cursor=10')).toBe('/api/topics?cursor=10');
    expect(logSafeUrl('/api/questions/5')).toBe('/api/questions/5');
  });
});
