// Helpers for the authoring-area server tests (questions, sharing, quizzes, notifications): one
// request helper over app.inject with the trusted Origin, a valid question form, and row counts
// read straight from the test database. Nothing here is mocked.
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { QuestionInput } from '#shared/contract/questions.ts';
import { testOrigin } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API request as the browser sends it: the trusted Origin, the session cookie if any, and
 * any other headers (a visitor's claim token). */
export function request(
  app: FastifyInstance,
  method: Method,
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The error envelope's message and code, for asserting exact texts. */
export function errorOf(response: LightMyRequestResponse): { code: string; message: string } {
  const body = response.json() as { error?: { code: string; message: string } };
  if (!body.error) throw new Error(`expected an error envelope, got ${response.body}`);
  return { code: body.error.code, message: body.error.message };
}

/** A complete, valid question form; `overrides` replace whole fields. */
export function questionForm(
  topicIds: number[],
  overrides: Partial<Record<keyof QuestionInput, unknown>> = {},
): Record<string, unknown> {
  const t = randomBytes(4).toString('hex');
  return {
    questionText: `Which nerve supplies the deltoid muscle? (${t})`,
    topicIds,
    answers: {
      a: `Axillary nerve ${t}`,
      b: `Radial nerve ${t}`,
      c: `Median nerve ${t}`,
      d: `Ulnar nerve ${t}`,
    },
    correctAnswer: 'a',
    explanation: `The axillary nerve (C5-C6) supplies deltoid and teres minor ${t}.`,
    reference: `https://anatomy.example/deltoid-${t}`,
    ...overrides,
  };
}

/** A form's answers {a, b, c, d} as the question view sends them: [{ id, text }] in a-d order. */
export function optionsOf(answers: unknown): { id: string; text: string }[] {
  const byLetter = answers as Record<string, string>;
  return ['a', 'b', 'c', 'd'].map((id) => ({ id, text: byLetter[id] ?? '' }));
}

/** POST /api/questions and insist on a 200; returns the new id. */
export async function writeOk(
  app: FastifyInstance,
  cookie: string,
  form: Record<string, unknown>,
): Promise<string> {
  const response = await request(app, 'POST', '/api/questions', cookie, form);
  if (response.statusCode !== 200) {
    throw new Error(`write failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { id: string }).id;
}

/** POST /api/questions/:id/share and insist on a 200; returns the share code. */
export async function shareOk(app: FastifyInstance, cookie: string, questionId: string) {
  const response = await request(app, 'POST', `/api/questions/${questionId}/share`, cookie);
  if (response.statusCode !== 200) {
    throw new Error(`share failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { code: string }).code;
}

/** `select count(*)` of any query fragment, e.g. count(db, sql`questions where ...`). */
export async function count(db: Database, from: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${from}`);
  return result.rows[0]?.n ?? 0;
}

/** Everything a user's question writing leaves in the database. */
export async function authoringRows(db: Database, userId: string) {
  return {
    questions: await count(db, sql`questions where created_by = ${userId}`),
    answers: await count(
      db,
      sql`question_answers a join questions q on q.id = a.question_id where q.created_by = ${userId}`,
    ),
    topicLinks: await count(
      db,
      sql`question_topics t join questions q on q.id = t.question_id where q.created_by = ${userId}`,
    ),
    pointEvents: await count(db, sql`point_events where user_id = ${userId}`),
  };
}

/** Every key anywhere in a JSON value (objects and arrays, recursively). */
export function allKeys(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      for (const [k, inner] of Object.entries(v)) {
        keys.add(k);
        walk(inner);
      }
    }
  };
  walk(value);
  return keys;
}

/**
 * Runs `body` with a trigger on `table` that raises an exception when `event` (insert unless
 * told) meets a row matching `when` (a condition on NEW, inlined: build it with `literal`), then
 * drops it. Forces a database failure in the middle of a write.
 */
export async function withFailingTrigger(
  db: Database,
  table: string,
  when: string,
  body: () => Promise<void>,
  event: 'insert' | 'update' = 'insert',
): Promise<void> {
  const name = `hive_test_fail_${randomBytes(4).toString('hex')}`;
  await db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$
      begin raise exception 'forced test failure'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${name} before ${event} on ${table} for each row
      when (${when}) execute function ${name}()`),
  );
  try {
    await body();
  } finally {
    await db.execute(sql.raw(`drop trigger if exists ${name} on ${table}`));
    await db.execute(sql.raw(`drop function if exists ${name}()`));
  }
}

/** A SQL string literal for an inlined trigger condition. */
export const literal = (value: string | number) =>
  typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
