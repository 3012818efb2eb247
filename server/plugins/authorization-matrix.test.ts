// The authorization matrix: every object that belongs to someone, every verb on it,
// every actor (owner, another user, a visitor) and every kind of id (own, another's, random).
// A refused request changes nothing in the database. One rule for every owner route
// (plugins/access.ts, ADR 058): another user's object answers exactly as an id that names
// nothing, 404, so its existence does not leak; a visitor is asked to sign in first (401).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { questionForm, request, shareOk, writeOk } from '#server/test/authoring.ts';
import {
  answerQuestions,
  completeOk,
  createTopic,
  relaxedRateLimits,
  startReady,
  type ReadySession,
} from '#server/test/quiz-fixtures.ts';
import { claimTokenHeader } from '#shared/contract/claim-token.ts';

type Account = Awaited<ReturnType<typeof signUpAndSignIn>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let t: TestApp;
let owner: Account;
let other: Account;
let topicId: number;
let questionId: string;
let quizId: string;
let openSession: ReadySession;
let visitorSession: ReadySession;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  owner = await signUpAndSignIn(t.app, { name: 'Owner' });
  other = await signUpAndSignIn(t.app, { name: 'Other' });
  topicId = (await createTopic(t.db)).id;
  questionId = await writeOk(t.app, owner.cookie, questionForm([topicId]));
  await shareOk(t.app, owner.cookie, questionId);
  const quiz = await request(t.app, 'POST', '/api/quizzes', owner.cookie, {
    name: 'Matrix',
    questionIds: [questionId],
  });
  const code = (quiz.json() as { shareCode: string }).shareCode;
  quizId = (await startReady(t.app, undefined, { type: 'shared-quiz', shareCode: code })).quiz!.id;
  // The other user's question, so the owner's quiz sessions have something to ask.
  await writeOk(t.app, other.cookie, questionForm([topicId]));
  openSession = await startReady(t.app, owner.cookie, { type: 'topic', topicId });
  visitorSession = await startReady(t.app, undefined, { type: 'topic', topicId });
  await completeOk(t.app, undefined, visitorSession.id, {
    answers: [],
    claimToken: visitorSession.claimToken!,
  });
});
afterAll(() => t.close());

/** Every row a user could own, in one digest: a refused request must leave it unchanged. */
async function fingerprint(): Promise<string> {
  const tables = [
    'questions',
    'question_answers',
    'question_topics',
    'quizzes',
    'quiz_questions',
    'quiz_sessions',
    'user_answers',
    'user_question_status',
    'point_events',
    'profiles',
    'flagged_questions',
    'flag_messages',
    'shared_questions',
    'notifications',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result = await t.db.execute<{ digest: string | null }>(
      sql.raw(`select md5(string_agg(r::text, '|' order by r::text)) as digest from ${table} r`),
    );
    parts.push(`${table}:${result.rows[0]?.digest ?? '-'}`);
  }
  return parts.join(' ');
}

interface Case {
  object: string;
  method: Method;
  url: () => string;
  body?: () => unknown;
  headers?: () => Record<string, string>;
  actor: 'other' | 'visitor';
  expected: 401 | 404;
}

const cookieOf = (actor: Case['actor']) => (actor === 'other' ? other.cookie : undefined);

/** The owner's objects, seen by another user and by a visitor. */
const ownedCases: Case[] = [
  ...(['other', 'visitor'] as const).flatMap((actor): Case[] => {
    const denied = actor === 'other' ? 404 : 401;
    return [
      { object: 'question', method: 'GET', url: () => `/api/questions/${questionId}` },
      {
        object: 'question',
        method: 'PUT',
        url: () => `/api/questions/${questionId}`,
        body: () => questionForm([topicId]),
      },
      { object: 'question', method: 'DELETE', url: () => `/api/questions/${questionId}` },
      { object: 'question', method: 'POST', url: () => `/api/questions/${questionId}/share` },
      { object: 'question', method: 'GET', url: () => `/api/questions/${questionId}/flags` },
      { object: 'quiz', method: 'GET', url: () => `/api/quizzes/${quizId}/questions` },
      { object: 'quiz', method: 'DELETE', url: () => `/api/quizzes/${quizId}` },
    ].map((c) => ({ ...c, actor, expected: denied }) as Case);
  }),
  // Quiz sessions are private: 404 for everyone but their owner (or the visitor's token).
  ...(['other', 'visitor'] as const).flatMap((actor): Case[] => [
    {
      object: 'quiz session',
      method: 'POST',
      url: () => `/api/quiz-sessions/${openSession.id}/complete`,
      body: () => ({ answers: [] }),
      actor,
      expected: 404,
    },
    {
      object: 'quiz session',
      method: 'GET',
      url: () => `/api/quiz-sessions/${openSession.id}/result`,
      actor,
      expected: 404,
    },
    {
      object: "a visitor's attempt",
      method: 'GET',
      url: () => `/api/quiz-sessions/${visitorSession.id}/result`,
      headers: () => ({ [claimTokenHeader]: 'wrong-token' }),
      actor,
      expected: 404,
    },
    {
      object: "a visitor's attempt",
      method: 'POST',
      url: () => `/api/quiz-sessions/${visitorSession.id}/complete`,
      body: () => ({ answers: [], claimToken: 'wrong-token' }),
      actor,
      expected: 404,
    },
  ]),
];

/** Ids that name nothing: 404 for a signed-in user (401 first for a visitor where sign-in is due). */
const randomIdCases: Case[] = [
  { object: 'question', method: 'GET', url: () => `/api/questions/${randomUUID()}` },
  {
    object: 'question',
    method: 'PUT',
    url: () => `/api/questions/${randomUUID()}`,
    body: () => questionForm([topicId]),
  },
  { object: 'question', method: 'DELETE', url: () => `/api/questions/${randomUUID()}` },
  { object: 'question', method: 'POST', url: () => `/api/questions/${randomUUID()}/share` },
  {
    object: 'question',
    method: 'POST',
    url: () => `/api/questions/${randomUUID()}/flag`,
    body: () => ({ reason: 'Looks wrong' }),
  },
  { object: 'question', method: 'GET', url: () => `/api/questions/${randomUUID()}/flags` },
  { object: 'flag', method: 'GET', url: () => `/api/flags/${randomUUID()}` },
  {
    object: 'flag',
    method: 'POST',
    url: () => `/api/flags/${randomUUID()}/messages`,
    body: () => ({ body: 'Which answer?' }),
  },
  {
    object: 'flag',
    method: 'POST',
    url: () => `/api/flags/${randomUUID()}/dismiss`,
    body: () => ({ body: 'It is right' }),
  },
  { object: 'quiz', method: 'GET', url: () => `/api/quizzes/${randomUUID()}/questions` },
  { object: 'quiz', method: 'DELETE', url: () => `/api/quizzes/${randomUUID()}` },
  {
    object: 'quiz session',
    method: 'POST',
    url: () => `/api/quiz-sessions/${randomUUID()}/complete`,
    body: () => ({ answers: [] }),
  },
  { object: 'quiz session', method: 'GET', url: () => `/api/quiz-sessions/${randomUUID()}/result` },
].map((c) => ({ ...c, actor: 'other', expected: 404 }) as Case);

describe('the authorization matrix', () => {
  it.each([...ownedCases, ...randomIdCases])(
    '$actor: $method $object → $expected, nothing changes',
    async (c) => {
      const before = await fingerprint();
      const response = await request(
        t.app,
        c.method,
        c.url(),
        cookieOf(c.actor),
        c.body?.(),
        c.headers?.(),
      );
      expect(response.statusCode).toBe(c.expected);
      expect(await fingerprint()).toBe(before);
    },
  );

  it.each(ownedCases.filter((c) => c.actor === 'other' && c.expected === 404))(
    "another's $object: $method answers word for word as an unknown id",
    async (c) => {
      const known = await request(t.app, c.method, c.url(), other.cookie, c.body?.());
      const unknownUrl = c.url().replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, randomUUID());
      const unknown = await request(t.app, c.method, unknownUrl, other.cookie, c.body?.());
      expect(unknown.statusCode).toBe(404);
      const { code, message } = unknown.json().error;
      expect(known.json().error).toMatchObject({ code, message });
    },
  );

  it("the owner's own requests succeed (the cases above fail for the right reason)", async () => {
    for (const url of [`/api/questions/${questionId}`, `/api/quizzes/${quizId}/questions`]) {
      expect((await request(t.app, 'GET', url, owner.cookie)).statusCode).toBe(200);
    }
    const share = await request(t.app, 'POST', `/api/questions/${questionId}/share`, owner.cookie);
    expect(share.statusCode).toBe(200);
    const result = await request(
      t.app,
      'GET',
      `/api/quiz-sessions/${visitorSession.id}/result`,
      undefined,
      undefined,
      { [claimTokenHeader]: visitorSession.claimToken! },
    );
    expect(result.statusCode).toBe(200);
  });

  it("a claim with another's attempt id and a wrong token links nothing", async () => {
    const before = await fingerprint();
    const response = await request(t.app, 'POST', '/api/quiz-sessions/claim', other.cookie, {
      attempts: [{ id: visitorSession.id, claimToken: 'wrong-token' }],
    });
    expect(response.json()).toEqual({ linked: [], rejected: [visitorSession.id], pointsEarned: 0 });
    expect(await fingerprint()).toBe(before);
  });
});

describe('collections that are per user by definition', () => {
  it("another user never sees the owner's answers, notifications or profile", async () => {
    // The owner answers; the other user answers the owner's question once and flags it (a
    // notification for the owner).
    const session = await startReady(t.app, owner.cookie, { type: 'topic', topicId });
    await completeOk(t.app, owner.cookie, session.id, {
      answers: session.questions.map((q) => ({ questionId: q.id, selectedAnswer: 'a' })),
    });
    await answerQuestions(t, other.cookie, [questionId]);
    const flagged = await request(
      t.app,
      'POST',
      `/api/questions/${questionId}/flag`,
      other.cookie,
      {
        reason: 'The key looks wrong',
      },
    );
    expect(flagged.statusCode).toBe(200);

    const ownerHistory = await request(t.app, 'GET', '/api/stats/history/answers', owner.cookie);
    expect(ownerHistory.json().items).toHaveLength(session.questions.length);
    const ownerBell = await request(t.app, 'GET', '/api/notifications', owner.cookie);
    expect(ownerBell.json().unreadCount).toBe(1);

    // the other user's history is their one answer, none of the owner's
    const otherHistory = await request(t.app, 'GET', '/api/stats/history/answers', other.cookie);
    expect(otherHistory.json().items.map((i: { questionId: string }) => i.questionId)).toEqual([
      questionId,
    ]);
    const otherBell = await request(t.app, 'GET', '/api/notifications', other.cookie);
    expect(otherBell.json().items).toEqual([]);
    const otherProfile = await request(t.app, 'GET', '/api/profile', other.cookie);
    expect(otherProfile.json().name).toBe('Other');

    // The other user's read-all and profile save touch only their own rows.
    await request(t.app, 'POST', '/api/notifications/read-all', other.cookie);
    expect(
      (await request(t.app, 'GET', '/api/notifications', owner.cookie)).json().unreadCount,
    ).toBe(1);
    const saved = await request(t.app, 'PUT', '/api/profile', other.cookie, {
      name: 'Renamed',
      gpepClass: 'Otago',
      gpepYear: 2026,
    });
    expect(saved.statusCode).toBe(200);
    expect((await request(t.app, 'GET', '/api/profile', owner.cookie)).json().name).toBe('Owner');
  });
});
