// Issuing a session: the row that fixes its question set, and the questions as the taker sees
// them (never the answer key). Every kind of quiz start ends here (quiz-start.ts, exam-start.ts).
import { getTableColumns, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Database, Executor } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { quizSessions } from '#server/db/schema/index.ts';
import { loadQuestions } from '#server/features/questions/question-read.ts';
import { presentAuthoredQuestion } from '#server/features/questions/question-presenter.ts';
import type { AuthoredQuestionView } from '#shared/contract/question-view.ts';
import type { ReadySession, ReviewMode, StartQuizResponse } from '#shared/contract/quiz.ts';
import { newClaimToken } from './claim-token.ts';
import { examState } from './exam-state.ts';
import { issuedQuestionsOf } from './issued-questions.ts';
import { readVersion } from './live-scope.ts';

export type SessionValues = Pick<
  typeof quizSessions.$inferInsert,
  | 'quizType'
  | 'topicId'
  | 'reviewMode'
  | 'quizId'
  | 'questionIds'
  | 'deadlineAt'
  | 'timeLimitSeconds'
> & { topicId: number | null; reviewMode: ReviewMode | null };

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
 * The session's row, prepared once (db/prepared.ts): every start runs it, and the query builder
 * rebuilt it on each call (8.5 % of the server's time under quick starts, docs/performance.md,
 * "A start's insert prepared once"). The version is read in the same statement, before the
 * questions (issued-questions.ts).
 */
const insertSession = preparedStatement<SessionRow & { readVersion: string }>(sql`
  insert into quiz_sessions (id, user_id, quiz_type, topic_id, review_mode, quiz_id, question_ids,
                             total_questions, deadline_at, time_limit_seconds, claim_token_hash,
                             exam_progress)
  values (${p('id')}::uuid, ${p('userId')}::text, ${p('quizType')}::text, ${p('topicId')}::int,
          ${p('reviewMode')}::text, ${p('quizId')}::uuid, ${p('questionIds')}::uuid[],
          ${p('totalQuestions')}::int, ${p('deadlineAt')}::timestamptz,
          ${p('timeLimitSeconds')}::int, ${p('claimTokenHash')}::text, ${p('examProgress')}::jsonb)
  returning ${sessionColumns}, ${readVersion} as "readVersion"`);

export async function issueSession(
  db: Database,
  userId: string | null,
  values: SessionValues,
): Promise<StartQuizResponse> {
  const claim = userId === null ? newClaimToken() : null;
  const [inserted] = await insertSession(db, {
    // time-ordered: each new session on the primary key's newest leaf (ADR 056)
    id: uuidv7(),
    userId,
    quizType: values.quizType,
    topicId: values.topicId,
    reviewMode: values.reviewMode,
    quizId: values.quizId ?? null,
    questionIds: values.questionIds,
    totalQuestions: values.questionIds.length,
    deadlineAt: values.deadlineAt ?? null,
    timeLimitSeconds: values.timeLimitSeconds ?? null,
    claimTokenHash: claim?.hash ?? null,
    examProgress: values.quizType === 'exam' ? { answers: {}, marked: [] } : null,
  });
  if (!inserted) throw new Error('quiz session insert returned no row');
  const { readVersion: version, ...session } = inserted;

  const questions = await issuedQuestionsOf(db).present(db, session.questionIds, version);
  return { status: 'ready', session: sessionView(session, questions, claim?.token ?? null) };
}

/** A session as its taker sees it while answering: no correct answer, explanation or reference. */
export async function readySession(
  db: Executor,
  session: typeof quizSessions.$inferSelect,
  claimToken: string | null,
): Promise<ReadySession> {
  const questions = await loadQuestions(db, session.questionIds);
  return sessionView(session, questions.map(presentAuthoredQuestion), claimToken);
}

function sessionView(
  session: typeof quizSessions.$inferSelect,
  questions: AuthoredQuestionView[],
  claimToken: string | null,
): ReadySession {
  return {
    id: session.id,
    quizType: session.quizType,
    topicId: session.topicId,
    reviewMode: session.reviewMode,
    quiz: null,
    claimToken,
    questions,
    exam: session.quizType === 'exam' ? examState(session) : null,
  };
}
