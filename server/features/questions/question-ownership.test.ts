// Ownership on every read and write of the authoring area ([product#server-enforces,
// #roles]): another user's question or quiz answers the same 404 as an unknown id, so that its
// existence does not leak (plugins/access.ts, ADR 058), and nothing changes; a quiz naming
// another's questions in its body is a 403; and nothing works without a session (401).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { checkLedgerAfterEach } from '#server/test/ledger.ts';
import { createTopic, profileCounters, relaxedRateLimits } from '#server/test/quiz-fixtures.ts';
import { count, errorOf, questionForm, request, shareOk, writeOk } from '#server/test/authoring.ts';
import type { MyQuestion, QuestionDetail } from '#shared/contract/questions.ts';

let t: TestApp;
type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
});
afterAll(async () => {
  await t?.close();
});
checkLedgerAfterEach(() => t);

let owner: Account;
let intruder: Account;
let topicId: number;
let ownersQuestion: string;
let intrudersQuestion: string;
let ownersQuizId: string;
let ownersQuizCode: string;

beforeAll(async () => {
  owner = await signUpAndSignIn(t.app, { name: 'Owner' });
  intruder = await signUpAndSignIn(t.app, { name: 'Intruder' });
  topicId = (await createTopic(t.db)).id;
  ownersQuestion = await writeOk(t.app, owner.cookie, questionForm([topicId]));
  intrudersQuestion = await writeOk(t.app, intruder.cookie, questionForm([topicId]));
  const quiz = await request(t.app, 'POST', '/api/quizzes', owner.cookie, {
    name: 'Owner quiz',
    questionIds: [ownersQuestion],
  });
  expect(quiz.statusCode).toBe(200);
  ownersQuizCode = (quiz.json() as { shareCode: string }).shareCode;
  const list = await request(t.app, 'GET', '/api/quizzes/mine', owner.cookie);
  ownersQuizId = (list.json() as { id: string }[])[0]!.id;
});

const ownerView = async () => {
  const response = await request(t.app, 'GET', `/api/questions/${ownersQuestion}`, owner.cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as QuestionDetail;
};

function expectForbidden(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(403);
  expect((response.json() as { error: { code: string } }).error.code).toBe('FORBIDDEN');
}

/** The answer for an id that names nothing, word for word (an unknown id's, tested below). */
function expectNotFound(
  response: { statusCode: number; json(): unknown },
  message = 'Question not found',
) {
  expect(response.statusCode).toBe(404);
  expect((response.json() as { error: unknown }).error).toMatchObject({
    code: 'NOT_FOUND',
    message,
  });
}

describe("someone else's question", () => {
  it('GET /api/questions/:id is a 404 and reveals nothing of it', async () => {
    const response = await request(
      t.app,
      'GET',
      `/api/questions/${ownersQuestion}`,
      intruder.cookie,
    );
    expectNotFound(response);
    expect(response.body).not.toContain('correctAnswer');
    expect(response.body).not.toContain('explanation');
  });

  it('PUT /api/questions/:id is a 404 and changes nothing', async () => {
    const before = await ownerView();
    const response = await request(
      t.app,
      'PUT',
      `/api/questions/${ownersQuestion}`,
      intruder.cookie,
      questionForm([topicId], { correctAnswer: 'd', questionText: 'Hijacked question text here' }),
    );
    expectNotFound(response);
    expect(await ownerView()).toEqual(before);
  });

  it('DELETE /api/questions/:id is a 404 and changes nothing', async () => {
    const ownerCounters = await profileCounters(t.db, owner.userId);
    const intruderCounters = await profileCounters(t.db, intruder.userId);
    const response = await request(
      t.app,
      'DELETE',
      `/api/questions/${ownersQuestion}`,
      intruder.cookie,
    );
    expectNotFound(response);
    await ownerView();
    const mine = (
      await request(t.app, 'GET', '/api/questions/mine', owner.cookie)
    ).json() as MyQuestion[];
    expect(mine.map((q) => q.id)).toContain(ownersQuestion);
    expect(await profileCounters(t.db, owner.userId)).toEqual(ownerCounters);
    expect(await profileCounters(t.db, intruder.userId)).toEqual(intruderCounters);
    expect(
      await count(t.db, sql`questions where id = ${ownersQuestion} and deleted_at is null`),
    ).toBe(1);
  });

  it('sharing it, never having been shown it, is 404 and creates no link', async () => {
    const response = await request(
      t.app,
      'POST',
      `/api/questions/${ownersQuestion}/share`,
      intruder.cookie,
    );
    expectNotFound(response);
    expect(await count(t.db, sql`shared_questions where shared_by = ${intruder.userId}`)).toBe(0);
  });

  it('My Questions lists only the user’s own questions', async () => {
    const mine = (
      await request(t.app, 'GET', '/api/questions/mine', intruder.cookie)
    ).json() as MyQuestion[];
    expect(mine.map((q) => q.id)).toEqual([intrudersQuestion]);
  });
});

describe('unknown ids', () => {
  it('GET, PUT and DELETE of an unknown question are 404 Question not found', async () => {
    const id = randomUUID();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', questionForm([topicId])],
      ['DELETE', undefined],
    ] as const) {
      const response = await request(t.app, method, `/api/questions/${id}`, owner.cookie, payload);
      expect(response.statusCode, method).toBe(404);
      expect(errorOf(response), method).toEqual({
        code: 'NOT_FOUND',
        message: 'Question not found',
      });
    }
  });

  it('a malformed question id is refused before any lookup', async () => {
    const response = await request(t.app, 'GET', '/api/questions/not-a-uuid', owner.cookie);
    expect(response.statusCode).toBe(400);
  });

  it('an unknown quiz id is 404 Quiz not found for its question list and its delete', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', `/api/quizzes/${id}/questions`],
      ['DELETE', `/api/quizzes/${id}`],
    ] as const) {
      const response = await request(t.app, method, url, owner.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).message).toBe('Quiz not found');
    }
  });
});

describe("quizzes and someone else's questions", () => {
  it('a quiz holding another user’s question is 403 and writes no quiz rows', async () => {
    const quizzesBefore = await count(t.db, sql`quizzes`);
    const linksBefore = await count(t.db, sql`quiz_questions`);
    for (const questionIds of [
      [ownersQuestion],
      [intrudersQuestion, ownersQuestion],
      [ownersQuestion, intrudersQuestion],
    ]) {
      const response = await request(t.app, 'POST', '/api/quizzes', intruder.cookie, {
        name: 'Stolen quiz',
        questionIds,
      });
      expectForbidden(response);
    }
    expect(await count(t.db, sql`quizzes where created_by = ${intruder.userId}`)).toBe(0);
    expect(await count(t.db, sql`quizzes`)).toBe(quizzesBefore);
    expect(await count(t.db, sql`quiz_questions`)).toBe(linksBefore);
  });

  it('a quiz holding an unknown or deleted question is refused and writes nothing', async () => {
    const gone = await writeOk(t.app, intruder.cookie, questionForm([topicId]));
    expect(
      (await request(t.app, 'DELETE', `/api/questions/${gone}`, intruder.cookie)).statusCode,
    ).toBe(200);
    for (const questionIds of [[randomUUID()], [intrudersQuestion, gone]]) {
      const response = await request(t.app, 'POST', '/api/quizzes', intruder.cookie, {
        name: 'Ghost quiz',
        questionIds,
      });
      expect([403, 404]).toContain(response.statusCode);
    }
    expect(await count(t.db, sql`quizzes where created_by = ${intruder.userId}`)).toBe(0);
  });

  it('another user cannot list or delete a quiz (404) and the quiz stays', async () => {
    const list = await request(
      t.app,
      'GET',
      `/api/quizzes/${ownersQuizId}/questions`,
      intruder.cookie,
    );
    expectNotFound(list, 'Quiz not found');
    const del = await request(t.app, 'DELETE', `/api/quizzes/${ownersQuizId}`, intruder.cookie);
    expectNotFound(del, 'Quiz not found');
    expect(await count(t.db, sql`quizzes where id = ${ownersQuizId}`)).toBe(1);
    const start = await request(t.app, 'POST', '/api/quiz-sessions', undefined, {
      type: 'shared-quiz',
      shareCode: ownersQuizCode,
    });
    expect(start.json()).toMatchObject({ status: 'ready' });
    const theirs = (
      await request(t.app, 'GET', '/api/quizzes/mine', intruder.cookie)
    ).json() as unknown[];
    expect(theirs).toEqual([]);
  });
});

describe('without a session', () => {
  it('every authoring endpoint is 401 UNAUTHENTICATED and changes nothing', async () => {
    const quizzesBefore = await count(t.db, sql`quizzes`);
    const questionsBefore = await count(t.db, sql`questions where deleted_at is null`);
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown][] = [
      ['POST', '/api/questions', questionForm([topicId])],
      ['GET', '/api/questions/mine'],
      ['GET', `/api/questions/${ownersQuestion}`],
      ['PUT', `/api/questions/${ownersQuestion}`, questionForm([topicId])],
      ['DELETE', `/api/questions/${ownersQuestion}`],
      ['POST', `/api/questions/${ownersQuestion}/share`],
      ['POST', '/api/quizzes', { name: 'Anonymous quiz', questionIds: [ownersQuestion] }],
      ['GET', '/api/quizzes/mine'],
      ['GET', `/api/quizzes/${ownersQuizId}/questions`],
      ['DELETE', `/api/quizzes/${ownersQuizId}`],
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read-all'],
    ];
    for (const [method, url, body] of calls) {
      const response = await request(t.app, method, url, undefined, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(response).code, `${method} ${url}`).toBe('UNAUTHENTICATED');
    }
    // A cookie that is not a session is no better.
    const forged = await request(
      t.app,
      'GET',
      '/api/questions/mine',
      'hive.session_token=forged.value',
    );
    expect(forged.statusCode).toBe(401);

    expect(await count(t.db, sql`quizzes`)).toBe(quizzesBefore);
    expect(await count(t.db, sql`questions where deleted_at is null`)).toBe(questionsBefore);
    await ownerView();
  });

  it('a signed-out user loses access', async () => {
    const account = await signUpAndSignIn(t.app);
    const id = await writeOk(t.app, account.cookie, questionForm([topicId]));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'http://localhost:3000', cookie: account.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const response = await request(t.app, 'DELETE', `/api/questions/${id}`, account.cookie);
    expect(response.statusCode).toBe(401);
    expect(await count(t.db, sql`questions where id = ${id} and deleted_at is null`)).toBe(1);
  });
});

describe('cross-site writes', () => {
  it('a DELETE from a foreign Origin is refused and deletes nothing', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/questions/${ownersQuestion}`,
      headers: { origin: 'https://evil.example', cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(403);
    await ownerView();
  });
});

describe('sharing by the owner', () => {
  it('the owner may share; the link is reused on the next share', async () => {
    const first = await shareOk(t.app, owner.cookie, ownersQuestion);
    const second = await shareOk(t.app, owner.cookie, ownersQuestion);
    expect(second).toBe(first);
    expect(await count(t.db, sql`shared_questions where question_id = ${ownersQuestion}`)).toBe(1);
  });
});
