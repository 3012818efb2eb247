// The header bell ([product#flagging]: flagging notifies the creator):
// GET /api/notifications lists the user's own notices with the unread count; read-all clears it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import { answerQuestions, createTopic, relaxedRateLimits } from '#server/test/quiz-fixtures.ts';
import { count, questionForm, request, writeOk } from '#server/test/authoring.ts';
import type { NotificationList } from '#shared/contract/notifications.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

async function bell(cookie: string): Promise<NotificationList> {
  const response = await request(t.app, 'GET', '/api/notifications', cookie);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as NotificationList;
}

/** Flags as a trainee who has answered the question (ADR 058); the author needs not. */
async function flag(cookie: string, questionId: string, reason: string, answer = true) {
  if (answer) await answerQuestions(t, cookie, [questionId]);
  return request(t.app, 'POST', `/api/questions/${questionId}/flag`, cookie, { reason });
}

async function scene() {
  const author = await signUpAndSignIn(t.app, { name: 'Flagged Author' });
  const flagger = await signUpAndSignIn(t.app, { name: 'Careful Reader' });
  const topic = await createTopic(t.db);
  const form = questionForm([topic.id]);
  const questionId = await writeOk(t.app, author.cookie, form);
  return { author, flagger, form, questionId };
}

describe('notifications', () => {
  it('a flag notifies the author: listed with unreadCount 1; read-all brings it to 0', async () => {
    const { author, flagger, form, questionId } = await scene();
    expect(await bell(author.cookie)).toEqual({ unreadCount: 0, items: [] });

    const response = await flag(flagger.cookie, questionId, 'Answer B is also correct');
    expect(response.statusCode).toBe(200);

    const list = await bell(author.cookie);
    expect(list.unreadCount).toBe(1);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      kind: 'question-flagged',
      readAt: null,
      payload: {
        questionId,
        questionText: form.questionText,
        reason: 'Answer B is also correct',
        flaggedByName: 'Careful Reader',
      },
    });

    const read = await request(t.app, 'POST', '/api/notifications/read-all', author.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ok: true });
    const after = await bell(author.cookie);
    expect(after.unreadCount).toBe(0);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]!.readAt).not.toBeNull();

    // A later notice is unread again.
    const second = await signUpAndSignIn(t.app, { name: 'Second Reader' });
    expect((await flag(second.cookie, questionId, 'Outdated guideline')).statusCode).toBe(200);
    const again = await bell(author.cookie);
    expect(again.unreadCount).toBe(1);
    expect(again.items.map((n) => n.payload.reason)).toEqual([
      'Outdated guideline',
      'Answer B is also correct',
    ]);
  });

  it('users see only their own notifications, and read-all marks only their own', async () => {
    const { author, flagger, questionId } = await scene();
    const bystander = await signUpAndSignIn(t.app, { name: 'Bystander' });
    expect((await flag(flagger.cookie, questionId, 'Typo in the stem')).statusCode).toBe(200);

    expect(await bell(flagger.cookie)).toEqual({ unreadCount: 0, items: [] });
    expect(await bell(bystander.cookie)).toEqual({ unreadCount: 0, items: [] });

    const read = await request(t.app, 'POST', '/api/notifications/read-all', bystander.cookie);
    expect(read.statusCode).toBe(200);
    expect((await bell(author.cookie)).unreadCount).toBe(1);
  });

  it('flagging one’s own question notifies nobody', async () => {
    const { author, questionId } = await scene();
    expect((await flag(author.cookie, questionId, 'Needs a better source', false)).statusCode).toBe(
      200,
    );
    expect(await bell(author.cookie)).toEqual({ unreadCount: 0, items: [] });
    expect(await count(t.db, sql`flagged_questions where question_id = ${questionId}`)).toBe(1);
  });

  it('says when the question was deleted, and its owner may dismiss it', async () => {
    const { author, flagger, questionId } = await scene();
    expect((await flag(flagger.cookie, questionId, 'Wrong dose')).statusCode).toBe(200);
    const [live] = (await bell(author.cookie)).items;
    expect(live).toMatchObject({ kind: 'question-flagged', questionDeleted: false });

    const deleted = await request(t.app, 'DELETE', `/api/questions/${questionId}`, author.cookie);
    expect(deleted.statusCode).toBe(200);
    const [gone] = (await bell(author.cookie)).items;
    expect(gone).toMatchObject({ id: live!.id, questionDeleted: true });

    // Only its owner dismisses it: anyone else gets 404 and it stays.
    const dismiss = (cookie: string, id = live!.id) =>
      request(t.app, 'DELETE', `/api/notifications/${id}`, cookie);
    expect((await dismiss(flagger.cookie)).statusCode).toBe(404);
    expect((await bell(author.cookie)).items).toHaveLength(1);
    const dismissed = await dismiss(author.cookie);
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ ok: true });
    expect(await bell(author.cookie)).toEqual({ unreadCount: 0, items: [] });
    expect((await dismiss(author.cookie)).statusCode).toBe(404);
    expect((await dismiss(author.cookie, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
      ['DELETE', '/api/notifications/6f1c2a55-0b7e-4c1f-9a51-3d2b8e4f7a10'],
    ] as const) {
      const response = await request(t.app, method, url);
      expect(response.statusCode).toBe(401);
    }
  });
});
