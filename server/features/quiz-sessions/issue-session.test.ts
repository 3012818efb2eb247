// Issuing a session (issue-session.ts): its id is time-ordered (UUIDv7), so that every new session
// goes on the primary key's newest leaf instead of a random one (docs/performance.md,
// "Time-ordered session ids").
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
