// The answer keys a quiz kept for offline study may carry (ADR 048): only for the questions its
// owner has already answered (a row in user_question_status, written by recordAnswers), whose
// answer and explanation they have seen revealed, as saved questions, history and a question's
// thread already show them (ADR 033, 038). An unseen question's key never leaves the server
// before completion. Only for the quizzes a download issues (a topic, the due review) and only
// while unfinished: a mock exam's questions stay unchecked until it is submitted.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { quizSessions, userQuestionStatus } from '#server/db/schema/index.ts';
import { loadQuestions } from '#server/features/questions/question-read.ts';
import { presentReveal } from '#server/features/questions/question-presenter.ts';
import type { SeenAnswer } from '#shared/contract/quiz.ts';
import { quizNotFound } from './session-result.ts';

const offlineKinds = new Set(['topic', 'due']);

export async function seenAnswers(
  db: Database,
  userId: string,
  sessionId: string,
): Promise<SeenAnswer[]> {
  const [session] = await db.select().from(quizSessions).where(eq(quizSessions.id, sessionId));
  if (
    !session ||
    session.userId !== userId ||
    session.completedAt !== null ||
    !offlineKinds.has(session.quizType)
  ) {
    throw quizNotFound();
  }
  if (session.questionIds.length === 0) return [];
  const seen = await db
    .select({ questionId: userQuestionStatus.questionId })
    .from(userQuestionStatus)
    .where(
      and(
        eq(userQuestionStatus.userId, userId),
        inArray(userQuestionStatus.questionId, session.questionIds),
      ),
    );
  const questions = await loadQuestions(
    db,
    seen.map((row) => row.questionId),
  );
  return questions.map((question) => ({ questionId: question.id, ...presentReveal(question) }));
}
