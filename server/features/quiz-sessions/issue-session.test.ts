// Issuing a session (issue-session.ts): its id is time-ordered (UUIDv7), so that every new session
// goes on the primary key's newest leaf instead of a random one (docs/performance.md,
// "Time-ordered session ids"). Starts that arrive together insert their rows in one statement
// (ADR 057): each must get its own row, and one bad row must not fail the others.
import { v7 as uuidv7 } from 'uuid';
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
import { insertSession } from './session-statements.ts';

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
    const author = await signUpAndSignIn(t.app, { name: 'Batch Author' });
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

  it('fail only the start whose row breaks a constraint', async () => {
    const author = await signUpAndSignIn(t.app, { name: 'Batch Author Two' });
    const topic = await createTopic(t.db);
    const questions = await createQuestions(t.db, author.userId, [topic.id], 3);
    const row = (userId: string) => ({
      id: uuidv7(),
      userId,
      quizType: 'topic' as const,
      topicId: topic.id,
      reviewMode: null,
      quizId: null,
      questionIds: questions.map((q) => q.id),
      totalQuestions: questions.length,
      deadlineAt: null,
      timeLimitSeconds: null,
      claimTokenHash: null,
      examProgress: null,
    });
    const rows = [row(author.userId), row('no-such-user'), row(author.userId), row(author.userId)];

    const results = await Promise.allSettled(rows.map((r) => insertSession(t.db, r)));

    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const stored = await t.db.execute<{ id: string }>(
      sql`select id from quiz_sessions where id = any(${sql.param(rows.map((r) => r.id))}::uuid[])`,
    );
    expect(stored.rows.map((r) => r.id).sort()).toEqual(
      [rows[0]!, rows[2]!, rows[3]!].map((r) => r.id).sort(),
    );
  });
});
