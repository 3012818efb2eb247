// A quiz's progress kept per answer, and tutor mode (ADR 075, [product#progress-per-answer,
// #tutor-mode]). Every kind but the exam (exam-progress.ts) saves each answer as it is given,
// under the session's row lock; reading an open session returns them, so a reload or another
// device resumes. A tutor session checks one question at a time: the answer is saved and locked
// before its key is read, and only a checked question's key ever comes back before the end.
// Completion (quiz-sessions.service.ts) scores the saved answers with the sent ones over them.
import { and, desc, eq, getTableColumns, gt, isNull, isNotNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '#server/db/client.ts';
import { readVersion } from '#server/db/read-version.ts';
import { quizSessions, quizzes, topics, type SavedAnswer } from '#server/db/schema/index.ts';
import { AppError, badRequest } from '#server/lib/app-error.ts';
import { loadPeerStats } from '#server/features/questions/peer-stats.ts';
import {
  presentAuthoredQuestion,
  presentQuestionResult,
} from '#server/features/questions/question-presenter.ts';
import type { FullQuestion } from '#server/features/questions/question-read.ts';
import type { OptionId, PeerStats } from '#shared/contract/question-view.ts';
import type { QuestionResult } from '#shared/contract/quiz.ts';
import {
  quizProgressMessages as messages,
  resumeWindowDays,
  type CurrentQuiz,
  type OpenSession,
} from '#shared/contract/quiz-progress.ts';
import type { Confidence } from '#shared/contract/confidence.ts';
import { normalStruck, sameStruck, strikeMessages } from '#shared/contract/strike-out.ts';
import { isPastGrace } from './exam-state.ts';
import { issuedQuestionsOf } from './issued-questions.ts';
import { sessionView } from './issue-session.ts';
import { savedAnswers, savedStruck, sameAnswer, withAnswer } from './progress-state.ts';
import { lockSession, submitExpiredExam, type LockedSession } from './quiz-sessions.service.ts';
import { assertAccess, quizNotFound, type SessionRow } from './session-result.ts';

const finished = () => new AppError('CONFLICT', 409, messages.finished);
const locked = () => new AppError('CONFLICT', 409, messages.locked);

/** Who asks: the signed-in user, or a visitor with the session's claim token. */
export interface Caller {
  userId: string | null;
  claimToken: string | undefined;
}

/** The session locked for a save or a check of `questionId`, once every refusal is passed. */
async function lockForAnswer(
  tx: Tx,
  caller: Caller,
  sessionId: string,
  questionId: string,
  action: 'save' | 'check',
): Promise<LockedSession> {
  const session = await lockSession(tx, sessionId);
  assertAccess(session, caller.userId, caller.claimToken);
  if (session.quizType === 'exam') {
    throw badRequest(action === 'check' ? messages.notTutor : messages.exam);
  }
  if (session.completedAt) throw finished();
  if (action === 'check' && !session.tutor) throw badRequest(messages.notTutor);
  if (!session.questionIds.includes(questionId)) throw badRequest(messages.notInQuiz);
  return session;
}

async function storeProgress(
  tx: Tx,
  session: SessionRow,
  questionId: string,
  answer: SavedAnswer | null,
  struck: readonly OptionId[],
) {
  const progress = withAnswer(session, questionId, answer, struck);
  await tx.update(quizSessions).set({ progress }).where(eq(quizSessions.id, session.id));
  return progress;
}

/**
 * Saves one question's answer as it stands (null clears it) with its struck-out options (absent:
 * none); returns how many questions have an answer. The same save again writes nothing. A checked
 * question's answer is locked: saving it again is accepted and changes nothing (its strikes
 * neither), another option or a clear is refused. An answer that is struck out is refused.
 */
export async function saveQuizAnswer(
  db: Database,
  caller: Caller,
  sessionId: string,
  questionId: string,
  input: {
    selectedAnswer: OptionId | null;
    confidence: Confidence | null;
    struck?: OptionId[] | undefined;
  },
): Promise<number> {
  const struck = normalStruck(input.struck ?? []);
  return db.transaction(async (tx) => {
    const session = await lockForAnswer(tx, caller, sessionId, questionId, 'save');
    const kept = savedAnswers(session)[questionId];
    const answered = Object.keys(savedAnswers(session)).length;
    if (kept?.checked) {
      if (input.selectedAnswer !== kept.selectedAnswer) throw locked();
      return answered;
    }
    if (input.selectedAnswer !== null && struck.includes(input.selectedAnswer)) {
      throw badRequest(strikeMessages.struckAnswer);
    }
    const next =
      input.selectedAnswer === null
        ? null
        : { selectedAnswer: input.selectedAnswer, confidence: input.confidence, checked: false };
    if (sameAnswer(kept, next) && sameStruck(savedStruck(session, questionId), struck)) {
      return answered;
    }
    const progress = await storeProgress(tx, session, questionId, next, struck);
    return Object.keys(progress?.answers ?? {}).length;
  });
}

/**
 * A tutor session's check of one question: the answer is saved and locked, then the question's
 * result is read and returned (points 0: nectar is counted at completion). Checking the same
 * option again returns the same result; another option is refused.
 */
export async function checkQuestion(
  db: Database,
  caller: Caller,
  sessionId: string,
  questionId: string,
  input: { selectedAnswer: OptionId; confidence: Confidence | null },
): Promise<QuestionResult> {
  return db.transaction(async (tx) => {
    const session = await lockForAnswer(tx, caller, sessionId, questionId, 'check');
    let answer = savedAnswers(session)[questionId];
    if (answer?.checked) {
      if (answer.selectedAnswer !== input.selectedAnswer) throw locked();
    } else {
      answer = {
        selectedAnswer: input.selectedAnswer,
        confidence: input.confidence,
        checked: true,
      };
      // recorded first: the key below is read only for an answer the session holds; the checked
      // answer is not struck, whatever an earlier save left
      const struck = savedStruck(session, questionId).filter((id) => id !== input.selectedAnswer);
      await storeProgress(tx, session, questionId, answer, struck);
    }
    // this transaction changes no question, so the kept questions serve (issued-questions.ts)
    const [question] = await issuedQuestionsOf(db).rows(tx, [questionId], session.readVersion);
    if (!question) throw badRequest(messages.notInQuiz);
    const peerStats = await loadPeerStats(tx, [questionId], session.userId);
    return checkedResult(session, question, answer, peerStats.get(questionId) ?? null);
  });
}

function checkedResult(
  session: SessionRow,
  question: FullQuestion,
  answer: SavedAnswer,
  peerStats: PeerStats | null,
): QuestionResult {
  return presentQuestionResult(question, {
    selectedAnswer: answer.selectedAnswer,
    answered: true,
    pointsEarned: 0,
    viewerId: session.userId,
    peerStats,
  });
}

/**
 * An open session as its taker resumes it: the questions without their keys, the saved answers
 * and, for a tutor session, the results of the checked questions alone. A finished session is
 * refused (its result is at /result); an exam past its time is submitted first (ADR 036).
 */
export async function openSession(
  db: Database,
  caller: Caller,
  sessionId: string,
): Promise<OpenSession> {
  // the version in the same statement, before the questions are read (issued-questions.ts)
  const [session] = await db
    .select({ ...getTableColumns(quizSessions), readVersion: sql<string>`${readVersion}` })
    .from(quizSessions)
    .where(eq(quizSessions.id, sessionId));
  if (!session) throw quizNotFound();
  assertAccess(session, caller.userId, caller.claimToken);
  if (session.completedAt) throw finished();
  if (session.quizType === 'exam' && isPastGrace(session)) {
    await submitExpiredExam(db, session.id);
    throw finished();
  }
  const questions = await issuedQuestionsOf(db).rows(db, session.questionIds, session.readVersion);
  const answers = savedAnswers(session);
  const checked = questions.filter((q) => answers[q.id]?.checked);
  const peerStats = await loadPeerStats(
    db,
    checked.map((q) => q.id),
    session.userId,
  );
  return {
    ...sessionView(session, questions.map(presentAuthoredQuestion), null),
    tutor: session.tutor,
    progress: {
      answers,
      ...(session.progress?.struck && { struck: session.progress.struck }),
      checked: checked.map((q) =>
        checkedResult(session, q, answers[q.id]!, peerStats.get(q.id) ?? null),
      ),
    },
  };
}

/**
 * The trainee's unfinished quiz to continue: the latest with a saved answer, started within
 * `resumeWindowDays`; never an exam (its resume is /exams/current). From a partial index of
 * open sessions with progress.
 */
export async function currentQuiz(db: Database, userId: string): Promise<CurrentQuiz | null> {
  const [row] = await db
    .select({
      id: quizSessions.id,
      quizType: quizSessions.quizType,
      topicId: quizSessions.topicId,
      topicName: topics.name,
      quizName: quizzes.name,
      reviewMode: quizSessions.reviewMode,
      tutor: quizSessions.tutor,
      progress: quizSessions.progress,
      totalQuestions: quizSessions.totalQuestions,
      createdAt: quizSessions.createdAt,
    })
    .from(quizSessions)
    .leftJoin(topics, eq(topics.id, quizSessions.topicId))
    .leftJoin(quizzes, eq(quizzes.id, quizSessions.quizId))
    .where(
      and(
        eq(quizSessions.userId, userId),
        isNull(quizSessions.completedAt),
        isNotNull(quizSessions.progress),
        // struck-out options alone are no answer to continue from (ADR 079)
        sql`${quizSessions.progress} -> 'answers' <> '{}'::jsonb`,
        gt(quizSessions.createdAt, sql`now() - make_interval(days => ${resumeWindowDays})`),
      ),
    )
    .orderBy(desc(quizSessions.createdAt))
    .limit(1);
  if (!row) return null;
  const { progress, createdAt, ...rest } = row;
  return {
    ...rest,
    answered: Object.keys(progress?.answers ?? {}).length,
    startedAt: createdAt.toISOString(),
  };
}
