// Issuing a session: the row that fixes its question set, and the questions as the taker sees
// them (never the answer key). Every kind of quiz start ends here (quiz-start.ts, exam-start.ts).
import { v7 as uuidv7 } from 'uuid';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import { profiles, type quizSessions } from '#server/db/schema/index.ts';
import { loadQuestions } from '#server/features/questions/question-read.ts';
import { presentAuthoredQuestion } from '#server/features/questions/question-presenter.ts';
import type { AuthoredQuestionView } from '#shared/contract/question-view.ts';
import type { ReadySession, ReviewMode, StartQuizResponse } from '#shared/contract/quiz.ts';
import { newClaimToken } from './claim-token.ts';
import { examState } from './exam-state.ts';
import { issuedQuestionsOf } from './issued-questions.ts';
import { insertSession } from './session-statements.ts';

export type SessionValues = Pick<
  typeof quizSessions.$inferInsert,
  | 'quizType'
  | 'topicId'
  | 'reviewMode'
  | 'quizId'
  | 'questionIds'
  | 'deadlineAt'
  | 'timeLimitSeconds'
> & {
  topicId: number | null;
  reviewMode: ReviewMode | null;
  /** tutor mode (ADR 075); undefined: the signed-in trainee's setting, false for a visitor */
  tutor?: boolean | undefined;
};

/** The trainee's tutor setting, read by the insert itself: a start makes no extra round trip. */
const tutorModeSetting = (userId: string) =>
  sql<boolean>`coalesce((select ${profiles.tutorMode} from ${profiles} where ${profiles.id} = ${userId}), false)`;

export async function issueSession(
  db: Database,
  userId: string | null,
  values: SessionValues,
): Promise<StartQuizResponse> {
  const claim = userId === null ? newClaimToken() : null;
  const inserted = await insertSession(db, {
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
    // an exam gives no feedback before its end (ADR 036)
    tutor:
      values.quizType === 'exam'
        ? false
        : (values.tutor ?? (userId === null ? false : tutorModeSetting(userId))),
  });
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

export function sessionView(
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
    tutor: session.tutor,
  };
}
