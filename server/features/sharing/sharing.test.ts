// Sharing a question (ADR 062): its author, or a trainee it was shown to in a quiz,
// shares it; one random, unguessable code per (question, sharer), the same code on the next share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sharedQuestions } from '#server/db/schema/index.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import {
  answersFor,
  completeOk,
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
} from '#server/test/quiz-fixtures.ts';
import type { SharedQuestion } from '#shared/contract/shared-question.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

function share(cookie: string | undefined, questionId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/questions/${questionId}/share`,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
  });
}

async function questionsBy(authorId: string, count = 1) {
  const topic = await createTopic(t.db);
  return createQuestions(t.db, authorId, [topic.id], count);
}

const shareRows = (questionId: string) =>
  t.db.select().from(sharedQuestions).where(eq(sharedQuestions.questionId, questionId));

describe('POST /api/questions/:id/share', () => {
  it('requires sign-in, with the spec message', async () => {
    const author = await signUpAndSignIn(t.app);
    const [question] = await questionsBy(author.userId);
    const response = await share(undefined, question!.id);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to share questions',
    });
    expect(await shareRows(question!.id)).toEqual([]);
  });

  it('refuses, with 404, a question the user was never shown', async () => {
    const author = await signUpAndSignIn(t.app);
    const other = await signUpAndSignIn(t.app);
    const [question] = await questionsBy(author.userId);
    const response = await share(other.cookie, question!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Question not found',
    });
    expect(await shareRows(question!.id)).toEqual([]);
  });

  it('lets a trainee share a question a quiz showed them; the page names them, not the author', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'Question Author' });
    const reader = await signUpAndSignIn(t.app, { name: 'Quiz Taker' });
    const topic = await createTopic(t.db);
    const key = await createQuestions(t.db, author.userId, [topic.id], 2);
    const session = await startReady(t.app, reader.cookie, {
      type: 'topic',
      topicId: topic.id,
      questionCount: 'all',
    });
    const [shown, answered] = session.questions;

    // Issued but not yet answered (the quiz is still running): shown, so shareable.
    const first = await share(reader.cookie, shown!.id);
    expect(first.statusCode, first.body).toBe(200);
    const { code } = first.json() as { code: string };
    expect(await shareRows(shown!.id)).toMatchObject([
      { sharedBy: reader.userId, shareLink: code },
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/api/shared/${code}` });
    expect((page.json() as SharedQuestion).sharedByName).toBe('Quiz Taker');

    // Answered in the finished quiz: shareable too, and its own code.
    await completeOk(t.app, reader.cookie, session.id, {
      answers: answersFor(session.questions, key, [answered!.id]),
    });
    const second = await share(reader.cookie, answered!.id);
    expect(second.statusCode, second.body).toBe(200);
    expect((second.json() as { code: string }).code).not.toBe(code);

    // A third trainee, shown neither, may share neither.
    const stranger = await signUpAndSignIn(t.app);
    for (const q of [shown!, answered!]) {
      expect((await share(stranger.cookie, q.id)).statusCode).toBe(404);
    }
  });

  it('gives the author a long random code, and the same code on the next share', async () => {
    const author = await signUpAndSignIn(t.app);
    const [q1, q2] = await questionsBy(author.userId, 2);
    const first = await share(author.cookie, q1!.id);
    expect(first.statusCode).toBe(200);
    const { code } = first.json() as { code: string };
    expect(code.length).toBeGreaterThanOrEqual(16);
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/); // URL-safe

    const again = await share(author.cookie, q1!.id);
    expect(again.json()).toEqual({ code });
    const rows = await shareRows(q1!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sharedBy: author.userId, shareLink: code });

    // Another question gets another code.
    const other = (await share(author.cookie, q2!.id)).json() as { code: string };
    expect(other.code).not.toBe(code);
    expect(other.code.length).toBeGreaterThanOrEqual(16);
  });

  it('concurrent shares of one question agree on one code', async () => {
    const author = await signUpAndSignIn(t.app);
    const [question] = await questionsBy(author.userId);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => share(author.cookie, question!.id)),
    );
    for (const r of responses) expect(r.statusCode).toBe(200);
    const codes = new Set(responses.map((r) => (r.json() as { code: string }).code));
    expect(codes.size).toBe(1);
    expect(await shareRows(question!.id)).toHaveLength(1);
  });

  it('answers 404 for a deleted or unknown question', async () => {
    const author = await signUpAndSignIn(t.app);
    const [question] = await questionsBy(author.userId);
    await t.db.execute(sql`update questions set deleted_at = now() where id = ${question!.id}`);
    for (const id of [question!.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await share(author.cookie, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect(await shareRows(question!.id)).toEqual([]);
  });
});
