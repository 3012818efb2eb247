// The user's finished exams for /stats (ADR 036), newest first, read from the sessions and their
// stored exam summaries.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { quizSessions } from '#server/db/schema/index.ts';
import type { ExamHistoryItem } from '#shared/contract/exam.ts';

const historyLength = 50;

export async function examHistory(db: Database, userId: string): Promise<ExamHistoryItem[]> {
  const rows = await db
    .select({
      sessionId: quizSessions.id,
      completedAt: quizSessions.completedAt,
      totalQuestions: quizSessions.totalQuestions,
      correctAnswers: quizSessions.correctAnswers,
      scorePercentage: quizSessions.scorePercentage,
      timeLimitSeconds: quizSessions.timeLimitSeconds,
      autoSubmitted: quizSessions.autoSubmitted,
      result: quizSessions.result,
    })
    .from(quizSessions)
    .where(
      and(
        eq(quizSessions.userId, userId),
        eq(quizSessions.quizType, 'exam'),
        isNotNull(quizSessions.completedAt),
      ),
    )
    .orderBy(desc(quizSessions.completedAt))
    .limit(historyLength);
  return rows.map((row) => ({
    sessionId: row.sessionId,
    completedAt: (row.completedAt ?? new Date()).toISOString(),
    totalQuestions: row.totalQuestions,
    correctAnswers: row.correctAnswers ?? 0,
    scorePercentage: row.scorePercentage ?? 0,
    timeLimitSeconds: row.timeLimitSeconds,
    timeUsedSeconds: row.result?.exam?.timeUsedSeconds ?? 0,
    autoSubmitted: row.autoSubmitted,
  }));
}
