// The session row's statements: every start inserts a row, every completion locks and finishes
// one. The completion's two are prepared once (db/prepared.ts, ADR 043): the query builder
// rebuilt them per call and PostgreSQL planned each afresh. Rows come back as Drizzle's own
// select returns them.
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { quizSessions } from '#server/db/schema/index.ts';
import { readVersion } from '#server/db/read-version.ts';

type SessionRow = typeof quizSessions.$inferSelect;

const p = sql.placeholder;

/** Every column under its property name, as Drizzle's own select would return it. */
const sessionColumns = sql.join(
  Object.entries(getTableColumns(quizSessions)).map(
    ([property, column]) => sql`${sql.identifier(column.name)} as ${sql.identifier(property)}`,
  ),
  sql`, `,
);

/**
 * A new session's row, with the global read version read in the same statement, before the
 * questions (issued-questions.ts). The id is the caller's (a UUIDv7, ADR 056).
 */
export async function insertSession(db: Database, session: PgInsertValue<typeof quizSessions>) {
  const [row] = await db
    .insert(quizSessions)
    .values(session)
    .returning({ ...getTableColumns(quizSessions), readVersion: sql<string>`${readVersion}` });
  return row!;
}

/**
 * A session's row, locked for the rest of the transaction; the global read version in the same
 * statement, read before its questions are graded (issued-questions.ts).
 */
export const lockSessionRow = preparedStatement<SessionRow & { readVersion: string }>(sql`
  select ${sessionColumns}, ${readVersion} as "readVersion"
  from quiz_sessions where id = ${p('id')}::uuid for update`);

/** A finished session: its scores and the result a retry replays. */
export const finishSessionRow = preparedStatement(sql`
  update quiz_sessions
  set completed_at = ${p('completedAt')}::timestamptz,
      correct_answers = ${p('correctAnswers')}::int,
      score_percentage = ${p('scorePercentage')}::int,
      points_earned = ${p('pointsEarned')}::int,
      result = ${p('result')}::jsonb,
      auto_submitted = ${p('autoSubmitted')}::boolean
  where id = ${p('id')}::uuid`);
