// Completing a quiz session: one transaction checks and records the whole quiz; a repeat returns
// the stored result. A shared quiz counts an unanswered question as option a
// [product#unanswered-as-a] (ADR 025). An exam is scored with the answers the server saved, and
// after its deadline with those alone (ADR 036); any other quiz with the answers it saved as they
// were given under the sent ones (ADR 075). Starting is quiz-start.ts; linking a visitor's
// attempts to their account is quiz-claim.ts; an exam's running state is exam-progress.ts.
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '#server/db/client.ts';
import { quizSessions } from '#server/db/schema/index.ts';
import { AppError, badRequest } from '#server/lib/app-error.ts';
import type { FullQuestion } from '#server/features/questions/question-read.ts';
import { presentQuestionResult } from '#server/features/questions/question-presenter.ts';
import { recordAnswers } from '#server/features/points/answers-and-nectar.ts';
import { loadPeerStats } from '#server/features/questions/peer-stats.ts';
import type { Confidence } from '#shared/contract/confidence.ts';
import type { PeerStats } from '#shared/contract/question-view.ts';
import type { CompleteQuizInput, QuestionResult, QuizResult } from '#shared/contract/quiz.ts';
import type { OptionId } from '#shared/contract/questions.ts';
import { examSummary } from './exam-summary.ts';
import { isPastGrace, savedExamAnswers } from './exam-state.ts';
import { mergeSavedAnswers } from './progress-state.ts';
import { issuedQuestionsOf } from './issued-questions.ts';
import { finishSessionRow, lockSessionRow } from './session-statements.ts';
import {
  assertAccess,
  quizNotFound,
  recordContext,
  storedResult,
  summarise,
  type SessionRow,
} from './session-result.ts';

function checkAnswers(session: SessionRow, input: CompleteQuizInput): Map<string, OptionId> {
  const issued = new Set(session.questionIds);
  const chosen = new Map<string, OptionId>();
  for (const answer of input.answers) {
    if (!issued.has(answer.questionId))
      throw badRequest('An answer is for a question outside this quiz');
    if (chosen.has(answer.questionId)) throw badRequest('A question was answered twice');
    chosen.set(answer.questionId, answer.selectedAnswer);
  }
  return chosen;
}

/** The confidence rating given with each answered question (ADR 035), if any. */
function confidenceByQuestion(input: CompleteQuizInput): Map<string, Confidence> {
  const rated = new Map<string, Confidence>();
  for (const answer of input.answers) {
    if (answer.confidence) rated.set(answer.questionId, answer.confidence);
  }
  return rated;
}

/**
 * The answer each question is scored with. A shared quiz counts an unanswered question as option
 * a [product#unanswered-as-a] (recorded as such for a signed-in taker); other sessions score it as
 * incorrect.
 */
function scoredAnswer(session: SessionRow, chosen: Map<string, OptionId>, questionId: string) {
  return chosen.get(questionId) ?? (session.quizType === 'shared-quiz' ? 'a' : null);
}

function buildResults(
  session: SessionRow,
  questions: FullQuestion[],
  chosen: Map<string, OptionId>,
  viewerId: string | null,
  earned: Set<string>,
  peerStats: Map<string, PeerStats | null>,
): QuestionResult[] {
  return questions.map((q) =>
    presentQuestionResult(q, {
      selectedAnswer: scoredAnswer(session, chosen, q.id),
      // The key only for a question actually answered, never for one defaulted to a.
      answered: chosen.has(q.id),
      pointsEarned: earned.has(q.id) ? 1 : 0,
      viewerId,
      peerStats: peerStats.get(q.id) ?? null,
    }),
  );
}

/** A session's row, locked, with the global read version its questions are graded under. */
export type LockedSession = SessionRow & { readVersion: string };

export async function lockSession(tx: Tx, id: string): Promise<LockedSession> {
  const [session] = await lockSessionRow(tx, { id });
  if (!session) throw quizNotFound();
  return session;
}

/** Checks and records a whole quiz once; the same request again returns the same result. */
export async function completeQuiz(
  db: Database,
  userId: string | null,
  sessionId: string,
  input: CompleteQuizInput,
): Promise<QuizResult> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    assertAccess(session, userId, input.claimToken);
    if (session.completedAt) return storedResult(tx, session, 'replay');
    const chosen = checkAnswers(session, input);
    const confidence = confidenceByQuestion(input);
    if (session.quizType !== 'exam') {
      // with the answers saved as they were given (ADR 075)
      const merged = mergeSavedAnswers(session, chosen, confidence);
      return finishSession(db, tx, session, merged.chosen, { confidence: merged.confidence });
    }
    // An exam after its time: what the server saved before the deadline, nothing sent later.
    if (isPastGrace(session)) {
      return finishSession(db, tx, session, savedExamAnswers(session), { autoSubmitted: true });
    }
    return finishSession(db, tx, session, new Map([...savedExamAnswers(session), ...chosen]));
  });
}

/**
 * Scores and records a locked, unfinished session with these answers and stores its result, in
 * `tx`, a transaction on `db` (whose issued questions it grades from). `autoSubmitted`: an exam the server submitted because its time ran out (exam-progress.ts);
 * `confidence`: the ratings given with the answers (ADR 035).
 */
export async function finishSession(
  db: Database,
  tx: Tx,
  session: LockedSession,
  chosen: Map<string, OptionId>,
  {
    autoSubmitted = false,
    confidence = new Map<string, Confidence>(),
  }: { autoSubmitted?: boolean; confidence?: Map<string, Confidence> } = {},
): Promise<QuizResult> {
  // from memory while the bank is as it was (issued-questions.ts): this transaction changes no
  // question, so what it reads may be kept
  const questions = await issuedQuestionsOf(db).rows(tx, session.questionIds, session.readVersion);
  const owner = session.userId; // null: a visitor's attempt, recorded when they sign up
  let earned = new Set<string>();
  if (owner) {
    earned = await recordAnswers(
      tx,
      owner,
      questions.flatMap((q) => {
        const selected = scoredAnswer(session, chosen, q.id);
        if (selected === null) return [];
        return [
          {
            questionId: q.id,
            selectedAnswer: selected,
            isCorrect: selected === q.correctAnswer,
            createdBy: q.createdBy,
            confidence: confidence.get(q.id),
            // scored as a, not answered: it opens nothing (ADR 058)
            defaulted: !chosen.has(q.id),
          },
        ];
      }),
      recordContext(session),
    );
  }
  // counted after recording, so the owner's own first attempt is among them
  const peerStats = await loadPeerStats(tx, [...chosen.keys()], owner);
  const summary = summarise(
    session,
    buildResults(session, questions, chosen, owner, earned, peerStats),
    owner !== null,
    owner,
  );
  const completedAt = new Date(summary.completedAt);
  const result: QuizResult =
    session.quizType === 'exam'
      ? { ...summary, exam: await examSummary(tx, session, summary, completedAt, autoSubmitted) }
      : summary;
  await finishSessionRow(tx, {
    id: session.id,
    completedAt,
    correctAnswers: result.correctAnswers,
    scorePercentage: result.scorePercentage,
    pointsEarned: result.pointsEarned,
    result,
    autoSubmitted,
  });
  return result;
}

export async function getResult(
  db: Database,
  userId: string | null,
  sessionId: string,
  claimToken: string | undefined,
): Promise<QuizResult> {
  const [session] = await db.select().from(quizSessions).where(eq(quizSessions.id, sessionId));
  if (!session) throw quizNotFound();
  assertAccess(session, userId, claimToken);
  if (!session.completedAt) {
    // An exam whose time ran out is submitted by the first request that finds it (ADR 036).
    const submitted = await submitExpiredExam(db, session.id);
    if (submitted) return submitted;
    throw new AppError('NOT_FOUND', 404, 'Failed to load results');
  }
  return storedResult(db, session, 'read');
}

/**
 * Submits an exam whose time (and grace) has run out with the answers saved before it; null when
 * the session is not such an exam or was finished meanwhile. Called by any request that meets
 * one and by the sweep (exam-sweep.job.ts); the row lock makes sure it happens once.
 */
export async function submitExpiredExam(
  db: Database,
  sessionId: string,
): Promise<QuizResult | null> {
  return db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (session.completedAt || session.quizType !== 'exam' || !isPastGrace(session)) return null;
    return finishSession(db, tx, session, savedExamAnswers(session), { autoSubmitted: true });
  });
}
