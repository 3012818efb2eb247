// Issuing a session: the row that fixes its question set, and the questions as the taker sees
// them (never the answer key). Every kind of quiz start ends here (quiz-start.ts, exam-start.ts).
import type { Database, Executor } from '#server/db/client.ts';
import { quizSessions } from '#server/db/schema/index.ts';
import { loadQuestions } from '#server/features/questions/question-read.ts';
import { presentAuthoredQuestion } from '#server/features/questions/question-presenter.ts';
import type { ReadySession, ReviewMode, StartQuizResponse } from '#shared/contract/quiz.ts';
import { newClaimToken } from './claim-token.ts';
import { examState } from './exam-state.ts';

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
  const [session] = await db
    .insert(quizSessions)
    .values({
      ...values,
      userId,
      totalQuestions: values.questionIds.length,
      claimTokenHash: claim?.hash ?? null,
      examProgress: values.quizType === 'exam' ? { answers: {}, marked: [] } : null,
    })
    .returning();
  if (!session) throw new Error('quiz session insert returned no row');

  return { status: 'ready', session: await readySession(db, session, claim?.token ?? null) };
}

/** A session as its taker sees it while answering: no correct answer, explanation or reference. */
export async function readySession(
  db: Executor,
  session: typeof quizSessions.$inferSelect,
  claimToken: string | null,
): Promise<ReadySession> {
  const questions = await loadQuestions(db, session.questionIds);
  return {
    id: session.id,
    quizType: session.quizType,
    topicId: session.topicId,
    reviewMode: session.reviewMode,
    quiz: null,
    claimToken,
    questions: questions.map(presentAuthoredQuestion),
    exam: session.quizType === 'exam' ? examState(session) : null,
  };
}
