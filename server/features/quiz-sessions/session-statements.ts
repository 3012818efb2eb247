// The session row's hot statements, prepared once (db/prepared.ts, ADR 043): every start inserts a
// row (with the starts beside it, ADR 057), every completion locks and finishes one. The query builder rebuilt each of them per call
// and PostgreSQL planned each afresh (8.5 % of the server's busy time under quick starts for the
// insert alone; docs/performance.md, "A start's insert prepared once", "A completion's session
// row prepared once"). Rows come back as Drizzle's own select returns them.
import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { batchedPerDatabase } from '#server/lib/batched.ts';
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

type NewSession = Required<
  Pick<
    typeof quizSessions.$inferInsert,
    | 'id'
    | 'userId'
    | 'quizType'
    | 'topicId'
    | 'reviewMode'
    | 'quizId'
    | 'questionIds'
    | 'totalQuestions'
    | 'deadlineAt'
    | 'timeLimitSeconds'
    | 'claimTokenHash'
    | 'examProgress'
  >
>;

/**
 * New sessions' rows, given as one JSON array (so that the statement's text is one, whatever the
 * number of rows); the global read version in the same statement, read before the questions
 * (issued-questions.ts).
 */
const insertSessionRows = preparedStatement<SessionRow & { readVersion: string }>(sql`
  insert into quiz_sessions (id, user_id, quiz_type, topic_id, review_mode, quiz_id, question_ids,
                             total_questions, deadline_at, time_limit_seconds, claim_token_hash,
                             exam_progress)
  select * from jsonb_to_recordset(${p('rows')}::jsonb)
    as r(id uuid, user_id text, quiz_type text, topic_id int, review_mode text, quiz_id uuid,
         question_ids uuid[], total_questions int, deadline_at timestamptz,
         time_limit_seconds int, claim_token_hash text, exam_progress jsonb)
  returning ${sessionColumns}, ${readVersion} as "readVersion"`);

/**
 * A new session's row, inserted with those that arrive beside it in one statement and one commit
 * (lib/batched.ts, ADR 057). The id is the caller's (a UUIDv7, ADR 056).
 */
export const insertSession = batchedPerDatabase(
  async (db: Database, sessions: NewSession[]) => {
    const rows = await insertSessionRows(db, {
      rows: JSON.stringify(
        sessions.map((s) => ({
          id: s.id,
          user_id: s.userId,
          quiz_type: s.quizType,
          topic_id: s.topicId,
          review_mode: s.reviewMode,
          quiz_id: s.quizId,
          question_ids: s.questionIds,
          total_questions: s.totalQuestions,
          deadline_at: s.deadlineAt,
          time_limit_seconds: s.timeLimitSeconds,
          claim_token_hash: s.claimTokenHash,
          exam_progress: s.examProgress,
        })),
      ),
    });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return sessions.map((s) => {
      const row = byId.get(s.id);
      if (!row) throw new Error('quiz session insert returned no row');
      return row;
    });
  },
  { maxBatch: 50, maxInFlight: 1 },
);

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
