// Issuing a session (issue-session.ts): its id is time-ordered (UUIDv7), so that every new session
// goes on the primary key's newest leaf instead of a random one (docs/performance.md,
// "Time-ordered session ids"). Starts that arrive together each get their own row.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import {
  createQuestions,
  createTopic,
  relaxedRateLimits,
  startReady,
} from '#server/test/quiz-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});

/** The version nibble: the first digit of the third group (RFC 9562). */
const versionOf = (id: string) => id.split('-')[2]![0];

describe('issuing a session', () => {
  it('gives each session a time-ordered id, later sessions sorting after earlier ones', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'Id Author' });
    const topic = await createTopic(t.db);
    await createQuestions(t.db, author.userId, [topic.id], 5);
    const taker = await signUpAndSignIn(t.app);

    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const session = await startReady(t.app, taker.cookie, {
        type: 'topic',
        topicId: topic.id,
        questionCount: 5,
      });
      ids.push(session.id);
    }

    expect(ids.map(versionOf)).toEqual(['7', '7', '7', '7', '7']);
    // PostgreSQL's uuid order is byte order, as is the text order of lower-case hex
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('starts that arrive together', () => {
  it('give each taker a row of their own, holding the questions they were sent', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'Concurrent Author' });
    const topic = await createTopic(t.db);
    await createQuestions(t.db, author.userId, [topic.id], 30);
    const takers = await Promise.all(Array.from({ length: 8 }, () => signUpAndSignIn(t.app)));

    const sessions = await Promise.all(
      takers.map((taker) =>
        startReady(t.app, taker.cookie, { type: 'topic', topicId: topic.id, questionCount: 10 }),
      ),
    );

    expect(new Set(sessions.map((s) => s.id)).size).toBe(takers.length);
    for (const [i, session] of sessions.entries()) {
      const result = await t.db.execute<{ user_id: string; question_ids: string[] }>(
        sql`select user_id, question_ids from quiz_sessions where id = ${session.id}`,
      );
      const row = result.rows[0]!;
      expect(row.user_id).toBe(takers[i]!.userId);
      expect(row.question_ids).toEqual(session.questions.map((q) => q.id));
    }
  });
});
