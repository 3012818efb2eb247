// The session row's hot statements, prepared once (db/prepared.ts, ADR 043): every start inserts a
// row, every completion locks and finishes one. The query builder rebuilt each of them per call
// and PostgreSQL planned each afresh (8.5 % of the server's busy time under quick starts for the
// insert alone; docs/performance.md, "A start's insert prepared once", "A completion's session
// row prepared once"). Rows come back as Drizzle's own select returns them.
import { getTableColumns, sql } from 'drizzle-orm';
import { preparedStatement } from '#server/db/prepared.ts';
import { quizSessions } from '#server/db/schema/index.ts';
import { readVersion } from './live-scope.ts';

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
 * A new session's row; the global read version in the same statement, read before the questions
 * (issued-questions.ts). The id is the caller's (a UUIDv7, ADR 056).
 */
export const insertSession = preparedStatement<SessionRow & { readVersion: string }>(sql`
  insert into quiz_sessions (id, user_id, quiz_type, topic_id, review_mode, quiz_id, question_ids,
                             total_questions, deadline_at, time_limit_seconds, claim_token_hash,
                             exam_progress)
  values (${p('id')}::uuid, ${p('userId')}::text, ${p('quizType')}::text, ${p('topicId')}::int,
          ${p('reviewMode')}::text, ${p('quizId')}::uuid, ${p('questionIds')}::uuid[],
          ${p('totalQuestions')}::int, ${p('deadlineAt')}::timestamptz,
          ${p('timeLimitSeconds')}::int, ${p('claimTokenHash')}::text, ${p('examProgress')}::jsonb)
  returning ${sessionColumns}, ${readVersion} as "readVersion"`);

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
