// Hostile input reaches no query: text with control characters and ids beyond PostgreSQL's integer
// are a 400 with a clear message, not a database failure (500), and nothing is written. One rule
// for every route: the contract's helpers (shared/contract/user-text.ts, integers.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { authPost, newCredentials, signUp, signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { authoringRows, count, questionForm, request, writeOk } from '#server/test/authoring.ts';
import { createTopic, relaxedRateLimits, startQuizRequest } from '#server/test/quiz-fixtures.ts';
import { claimTokenHeader } from '#shared/contract/claim-token.ts';

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpAndSignIn>>;
let topicId: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app, { name: 'Kept Name' });
  topicId = (await createTopic(t.db)).id;
});
afterAll(async () => {
  await t?.close();
});

function expectRefused(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
}

const nul = '\u0000';

describe('control characters in user text', () => {
  it.each([
    ['a NUL in the question', { questionText: `Which nerve is it?${nul}` }, 'Question'],
    [
      'a C1 control in an answer',
      { answers: { a: 'A\u0085', b: 'B', c: 'C', d: 'D' } },
      'Answer A',
    ],
    ['a tab in an answer', { answers: { a: 'A', b: 'B\tb', c: 'C', d: 'D' } }, 'Answer B'],
    [
      'a bidi override in the explanation',
      { explanation: 'Because \u202Eit is so.' },
      'Explanation',
    ],
    ['a vertical tab in the explanation', { explanation: 'Because\u000Bit is so.' }, 'Explanation'],
  ])('refuses %s on create and on edit, and writes nothing', async (_label, change, field) => {
    const message = `${field} must not contain control characters`;
    const before = await authoringRows(t.db, author.userId);
    const create = await request(t.app, 'POST', '/api/questions', author.cookie, {
      ...questionForm([topicId]),
      ...change,
    });
    expectRefused(create, message);
    expect(await authoringRows(t.db, author.userId)).toEqual(before);

    const form = questionForm([topicId]);
    const id = await writeOk(t.app, author.cookie, form);
    const edit = await request(t.app, 'PUT', `/api/questions/${id}`, author.cookie, {
      ...form,
      ...change,
    });
    expectRefused(edit, message);
    const stored = await request(t.app, 'GET', `/api/questions/${id}`, author.cookie);
    expect(stored.json()).toMatchObject({
      questionText: form.questionText,
      explanation: form.explanation,
    });
  });

  it('refuses a reference URL with a control character as not a valid URL', async () => {
    const before = await authoringRows(t.db, author.userId);
    const response = await request(t.app, 'POST', '/api/questions', author.cookie, {
      ...questionForm([topicId]),
      reference: `https://example.com/a${nul}b`,
    });
    expectRefused(response, 'Must be a valid URL');
    expect(await authoringRows(t.db, author.userId)).toEqual(before);
  });

  it('keeps newlines and tabs in the question and explanation, with \\r\\n made \\n', async () => {
    const id = await writeOk(t.app, author.cookie, {
      ...questionForm([topicId]),
      questionText: 'Line one of the stem.\r\nLine two:\tthe question?',
      explanation: 'First reason.\r\n\r\n\tSecond reason.',
    });
    const stored = await request(t.app, 'GET', `/api/questions/${id}`, author.cookie);
    expect(stored.json()).toMatchObject({
      questionText: 'Line one of the stem.\nLine two:\tthe question?',
      explanation: 'First reason.\n\n\tSecond reason.',
    });
  });

  it('refuses a NUL in the name at sign-up and creates no user', async () => {
    const credentials = newCredentials({ name: `Ana${nul}` });
    expectRefused(await signUp(t.app, credentials), 'Name must not contain control characters');
    expect(await count(t.db, sql`"user" where email = ${credentials.email}`)).toBe(0);
  });

  it('refuses a NUL in the name in Profile Settings and keeps the old name', async () => {
    const response = await request(t.app, 'PUT', '/api/profile', author.cookie, {
      name: `New${nul}Name`,
      gpepClass: 'Otago',
      gpepYear: 2026,
    });
    expectRefused(response, 'Name must not contain control characters');
    expect(
      await count(t.db, sql`profiles where id = ${author.userId} and name = 'Kept Name'`),
    ).toBe(1);
  });

  it('refuses a NUL in a quiz name and creates no quiz', async () => {
    const questionId = await writeOk(t.app, author.cookie, questionForm([topicId]));
    const response = await request(t.app, 'POST', '/api/quizzes', author.cookie, {
      name: `Quiz${nul}`,
      questionIds: [questionId],
    });
    expectRefused(response, 'Quiz name must not contain control characters');
    expect(await count(t.db, sql`quizzes where created_by = ${author.userId}`)).toBe(0);
  });

  it('refuses a NUL in a flag reason and records no flag', async () => {
    const questionId = await writeOk(t.app, author.cookie, questionForm([topicId]));
    const reader = await signUpAndSignIn(t.app);
    const response = await request(
      t.app,
      'POST',
      `/api/questions/${questionId}/flag`,
      reader.cookie,
      {
        reason: `Wrong${nul}`,
      },
    );
    expectRefused(response, 'Reason must not contain control characters');
    expect(await count(t.db, sql`flagged_questions where question_id = ${questionId}`)).toBe(0);
  });

  it('refuses a NUL in a password reset token as an invalid link', async () => {
    const response = await authPost(t.app, 'reset-password', {
      token: `abc${nul}`,
      newPassword: 'Correct1Horse2',
    });
    expectRefused(response, 'Invalid or expired password reset link. Please request a new one.');
  });
});

describe('strings the app issued', () => {
  it('refuses a claim token that the server could never have issued', async () => {
    const response = await request(
      t.app,
      'GET',
      `/api/quiz-sessions/${crypto.randomUUID()}/result`,
      undefined,
      undefined,
      { [claimTokenHeader]: 'a%00b' },
    );
    expectRefused(response, 'No quiz data found');
  });

  it('refuses a sign-in password with a control character before hashing it', async () => {
    const response = await authPost(t.app, 'sign-in/email', {
      email: author.email,
      password: `${author.password}${nul}`,
    });
    expectRefused(response, 'Password must not contain control characters');
  });
});

describe('ids beyond PostgreSQL integer', () => {
  const huge = 2 ** 40;

  it('refuses a topic id of 2^40 on question create and edit, and writes nothing', async () => {
    const before = await authoringRows(t.db, author.userId);
    const create = await request(t.app, 'POST', '/api/questions', author.cookie, {
      ...questionForm([huge]),
    });
    expectRefused(create, 'Please choose topics from the list');
    expect(await authoringRows(t.db, author.userId)).toEqual(before);

    const form = questionForm([topicId]);
    const id = await writeOk(t.app, author.cookie, form);
    const edit = await request(t.app, 'PUT', `/api/questions/${id}`, author.cookie, {
      ...form,
      topicIds: [topicId, huge],
    });
    expectRefused(edit, 'Please choose topics from the list');
    const stored = await request(t.app, 'GET', `/api/questions/${id}`, author.cookie);
    expect(stored.json().topics.map((topic: { id: number }) => topic.id)).toEqual([topicId]);
  });

  it('refuses a topic quiz for topic 2^40 and stores no session', async () => {
    const sessions = sql`quiz_sessions where user_id = ${author.userId}`;
    const before = await count(t.db, sessions);
    const response = await startQuizRequest(t.app, author.cookie, {
      type: 'topic',
      topicId: huge,
    });
    expectRefused(response, 'Topic not found');
    expect(await count(t.db, sessions)).toBe(before);
  });
});
