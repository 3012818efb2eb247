// Quiz sessions: start (the server issues the questions), complete (one transaction checks and
// records the whole quiz; a repeat returns the stored result), read a result, and link a
// visitor's completed attempts to their new account. A shared quiz is one more kind of session
// (quizType 'shared-quiz', ADR 025): its questions are the quiz's, and an unanswered one counts
// as option a [001 §4].
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '#server/db/client.ts';
import { quizSessions } from '#server/db/schema/index.ts';
import { AppError, badRequest, notFound } from '#server/lib/app-error.ts';
import { loadQuestions, type FullQuestion } from '#server/features/questions/question-read.ts';
import { findSharedQuiz } from '#server/features/quizzes/quizzes.service.ts';
import {
  maxQuizQuestions,
  type CompleteQuizInput,
  type QuestionResult,
  type QuizResult,
  type ReviewMode,
  type StartQuizResponse,
} from '#shared/contract/quiz.ts';
import type { OptionId } from '#shared/contract/questions.ts';
import type { z } from 'zod';
import type { startQuizSchema } from '#shared/contract/quiz.ts';
import { percent } from '#shared/domain/scoring.ts';
import {
  presentAuthoredQuestion,
  presentQuestionResult,
  withholdUnansweredReveals,
} from '#server/features/questions/question-presenter.ts';
import { recordAnswers, type RecordContext } from '#server/features/points/answers-and-nectar.ts';
import { claimTokenMatches, newClaimToken } from './claim-token.ts';
import { selectQuestions } from './question-selection.ts';

type StartInput = z.output<typeof startQuizSchema>;

/** Unclaimed visitor attempts can be linked for 7 days (decisions.md). */
export const claimWindowDays = 7;

const quizNotFound = () => notFound('No quiz data found');

export async function startQuiz(
  db: Database,
  userId: string | null,
  input: StartInput,
): Promise<StartQuizResponse> {
  if (input.type === 'shared-quiz') return startSharedQuiz(db, userId, input.shareCode);
  if (input.type === 'topic' && input.topicId === undefined) {
    throw badRequest('A topic quiz needs a topic');
  }
  const limit = input.questionCount === 'all' ? maxQuizQuestions : input.questionCount;
  const selection = await selectQuestions(db, {
    userId,
    scope: { topicId: input.topicId ?? null },
    limit,
    reviewMode: input.reviewMode ?? null,
    excludeCorrect: input.excludeCorrect,
  });
  if (selection.kind === 'empty') return { status: 'empty' };
  if (selection.kind === 'all-attempted')
    return { status: 'all-attempted', stats: selection.stats };

  return issueSession(db, userId, {
    quizType: input.reviewMode ? 'review' : input.type,
    topicId: input.topicId ?? null,
    reviewMode: input.reviewMode ?? null,
    quizId: null,
    questionIds: selection.ids,
  });
}

/** A shared quiz [001 §4]: its live questions in the quiz's order, the same for everyone. */
async function startSharedQuiz(
  db: Database,
  userId: string | null,
  shareCode: string,
): Promise<StartQuizResponse> {
  const { quiz, questionIds } = await findSharedQuiz(db, shareCode);
  if (questionIds.length === 0) return { status: 'empty' };
  const response = await issueSession(db, userId, {
    quizType: 'shared-quiz',
    topicId: null,
    reviewMode: null,
    quizId: quiz.id,
    questionIds,
  });
  if (response.status !== 'ready') return response;
  return { status: 'ready', session: { ...response.session, quiz } };
}

async function issueSession(
  db: Database,
  userId: string | null,
  values: Pick<
    typeof quizSessions.$inferInsert,
    'quizType' | 'topicId' | 'reviewMode' | 'quizId' | 'questionIds'
  > & { topicId: number | null; reviewMode: ReviewMode | null },
): Promise<StartQuizResponse> {
  const claim = userId === null ? newClaimToken() : null;
  const [session] = await db
    .insert(quizSessions)
    .values({
      ...values,
      userId,
      totalQuestions: values.questionIds.length,
      claimTokenHash: claim?.hash ?? null,
    })
    .returning({ id: quizSessions.id });
  if (!session) throw new Error('quiz session insert returned no row');

  const questions = await loadQuestions(db, values.questionIds);
  return {
    status: 'ready',
    session: {
      id: session.id,
      quizType: values.quizType,
      topicId: values.topicId,
      reviewMode: values.reviewMode,
      quiz: null,
      claimToken: claim?.token ?? null,
      // No correct answer, explanation or reference before completion.
      questions: questions.map(presentAuthoredQuestion),
    },
  };
}

type SessionRow = typeof quizSessions.$inferSelect;

/** The caller may act on this session: its owner, or the visitor holding the claim token. */
function assertAccess(session: SessionRow, userId: string | null, claimToken: string | undefined) {
  if (session.userId !== null) {
    if (session.userId !== userId) throw quizNotFound();
    return;
  }
  if (!claimTokenMatches(claimToken, session.claimTokenHash)) throw quizNotFound();
}

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

/**
 * The answer each question is scored with. A shared quiz counts an unanswered question as option
 * a [001 §4] (recorded as such for a signed-in taker); other sessions score it as incorrect.
 */
function scoredAnswer(session: SessionRow, chosen: Map<string, OptionId>, questionId: string) {
  return chosen.get(questionId) ?? (session.quizType === 'shared-quiz' ? 'a' : null);
}

const recordContext = (session: SessionRow): RecordContext => ({
  source: session.quizType === 'shared-quiz' ? 'shared-quiz' : 'quiz',
  quizSessionId: session.id,
});

function buildResults(
  session: SessionRow,
  questions: FullQuestion[],
  chosen: Map<string, OptionId>,
  viewerId: string | null,
  earned: Set<string>,
): QuestionResult[] {
  return questions.map((q) =>
    presentQuestionResult(q, {
      selectedAnswer: scoredAnswer(session, chosen, q.id),
      // The key only for a question actually answered, never for one defaulted to a.
      answered: chosen.has(q.id),
      pointsEarned: earned.has(q.id) ? 1 : 0,
      viewerId,
    }),
  );
}

function summarise(
  session: SessionRow,
  results: QuestionResult[],
  saved: boolean,
  viewerId: string | null,
): QuizResult {
  const correctAnswers = results.filter((r) => r.isCorrect).length;
  return {
    sessionId: session.id,
    quizType: session.quizType,
    topicId: session.topicId,
    totalQuestions: session.totalQuestions,
    correctAnswers,
    scorePercentage: percent(correctAnswers, session.totalQuestions),
    pointsEarned: results.reduce((sum, r) => sum + r.points, 0),
    isRevision: viewerId !== null && results.length > 0 && results.every((r) => r.ownQuestion),
    saved,
    completedAt: new Date().toISOString(),
    results,
  };
}

/**
 * A completed session's result as it may be shown again (see withholdUnansweredReveals). Shared-quiz
 * attempts moved from public_quiz_attempts (ADR 025) kept no result to show.
 */
function storedResult(session: SessionRow): QuizResult {
  const stored = session.result;
  if (!stored) throw new AppError('NOT_FOUND', 404, 'Failed to load results');
  return { ...stored, results: withholdUnansweredReveals(stored.results) };
}

async function lockSession(tx: Tx, id: string): Promise<SessionRow> {
  const [session] = await tx
    .select()
    .from(quizSessions)
    .where(eq(quizSessions.id, id))
    .for('update');
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
    if (session.completedAt) return storedResult(session);

    const chosen = checkAnswers(session, input);
    const questions = await loadQuestions(tx, session.questionIds);
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
            },
          ];
        }),
        recordContext(session),
      );
    }
    const result = summarise(
      session,
      buildResults(session, questions, chosen, owner, earned),
      owner !== null,
      owner,
    );
    await tx
      .update(quizSessions)
      .set({
        completedAt: new Date(result.completedAt),
        correctAnswers: result.correctAnswers,
        scorePercentage: result.scorePercentage,
        pointsEarned: result.pointsEarned,
        result,
      })
      .where(eq(quizSessions.id, session.id));
    return result;
  });
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
  if (!session.completedAt) throw new AppError('NOT_FOUND', 404, 'Failed to load results');
  return storedResult(session);
}

/**
 * Links a visitor's completed attempts to the signed-in user, crediting answers and nectar once.
 * Only unclaimed attempts with the matching token, completed within the claim window, qualify.
 */
export async function claimAttempts(
  db: Database,
  userId: string,
  attempts: { id: string; claimToken: string }[],
): Promise<{ linked: string[]; rejected: string[]; pointsEarned: number }> {
  const linked: string[] = [];
  const rejected: string[] = [];
  let pointsEarned = 0;
  for (const attempt of attempts) {
    const points = await db.transaction(async (tx) => {
      const [session] = await tx
        .select()
        .from(quizSessions)
        .where(
          and(
            eq(quizSessions.id, attempt.id),
            isNull(quizSessions.userId),
            isNull(quizSessions.claimedAt),
            gt(quizSessions.createdAt, sql`now() - make_interval(days => ${claimWindowDays})`),
          ),
        )
        .for('update');
      if (!session?.completedAt || !claimTokenMatches(attempt.claimToken, session.claimTokenHash)) {
        return null;
      }
      const stored = session.result;
      if (!stored) return null;
      // Credit exactly what the visitor was shown, even if an author edited a question since.
      const earned = await recordAnswers(
        tx,
        userId,
        stored.results.flatMap((r) =>
          r.selectedAnswer === null
            ? []
            : [
                {
                  questionId: r.questionId,
                  selectedAnswer: r.selectedAnswer,
                  isCorrect: r.isCorrect,
                  createdBy: r.createdBy,
                },
              ],
        ),
        recordContext(session),
      );
      const result = summarise(
        session,
        stored.results.map((r) => ({
          ...r,
          points: earned.has(r.questionId) ? 1 : 0,
          ownQuestion: r.createdBy === userId,
        })),
        true,
        userId,
      );
      await tx
        .update(quizSessions)
        .set({
          userId,
          claimedAt: new Date(),
          claimTokenHash: null,
          pointsEarned: result.pointsEarned,
          correctAnswers: result.correctAnswers,
          scorePercentage: result.scorePercentage,
          result: { ...result, completedAt: stored.completedAt },
        })
        .where(eq(quizSessions.id, session.id));
      return result.pointsEarned;
    });
    if (points === null) rejected.push(attempt.id);
    else {
      linked.push(attempt.id);
      pointsEarned += points;
    }
  }
  return { linked, rejected, pointsEarned };
}
