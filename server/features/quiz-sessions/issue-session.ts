// Issuing a session: the row that fixes its question set, and the questions as the taker sees
// them (never the answer key). Every kind of quiz start ends here (quiz-start.ts, exam-start.ts).
import { getTableColumns, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
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

export async function issueSession(
  db: Database,
  userId: string | null,
  values: SessionValues,
): Promise<StartQuizResponse> {
  const claim = userId === null ? newClaimToken() : null;
  const [inserted] = await db
    .insert(quizSessions)
    .values({
      ...values,
      userId,
      totalQuestions: values.questionIds.length,
      claimTokenHash: claim?.hash ?? null,
      examProgress: values.quizType === 'exam' ? { answers: {}, marked: [] } : null,
    })
    // the version in the same statement, read before the questions (issued-questions.ts)
    .returning({ ...getTableColumns(quizSessions), readVersion: sql<string>`${readVersion}` });
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
