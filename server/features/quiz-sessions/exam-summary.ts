// What an exam's result adds (ADR 036): the time used, the score per topic, and where the score
// stands among everyone who sat an exam of the same length in the last 90 days.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { questionTopics, topics, type quizSessions } from '#server/db/schema/index.ts';
import { examPercentileDays, type ExamSummary } from '#shared/contract/exam.ts';
import type { QuizResult } from '#shared/contract/quiz.ts';

type SessionRow = typeof quizSessions.$inferSelect;

export async function examSummary(
  db: Executor,
  session: SessionRow,
  result: Pick<QuizResult, 'results' | 'correctAnswers'>,
  completedAt: Date,
  autoSubmitted: boolean,
): Promise<ExamSummary> {
  const standing = await examPercentile(db, session, result.correctAnswers);
  return {
    timeLimitSeconds: session.timeLimitSeconds,
    timeUsedSeconds: timeUsedSeconds(session, completedAt, autoSubmitted),
    autoSubmitted,
    topics: await topicScores(db, result.results),
    ...standing,
  };
}

/** From the start to the submission, never more than the limit (the grace is not time used). */
function timeUsedSeconds(session: SessionRow, completedAt: Date, autoSubmitted: boolean): number {
  const limit = session.timeLimitSeconds;
  if (autoSubmitted && limit !== null) return limit;
  const used = Math.round((completedAt.getTime() - session.createdAt.getTime()) / 1000);
  return Math.max(0, limit === null ? used : Math.min(used, limit));
}

async function topicScores(
  db: Executor,
  results: QuizResult['results'],
): Promise<ExamSummary['topics']> {
  if (results.length === 0) return [];
  const rows = await db
    .select({ questionId: questionTopics.questionId, topicId: topics.id, name: topics.name })
    .from(questionTopics)
    .innerJoin(topics, eq(topics.id, questionTopics.topicId))
    .where(
      inArray(
        questionTopics.questionId,
        results.map((r) => r.questionId),
      ),
    )
    .orderBy(asc(topics.name));
  const correct = new Map(results.map((r) => [r.questionId, r.isCorrect]));
  const byTopic = new Map<number, ExamSummary['topics'][number]>();
  for (const row of rows) {
    const score = byTopic.get(row.topicId) ?? {
      topicId: row.topicId,
      name: row.name,
      correct: 0,
      total: 0,
    };
    score.total += 1;
    if (correct.get(row.questionId)) score.correct += 1;
    byTopic.set(row.topicId, score);
  }
  return [...byTopic.values()];
}

/**
 * The percentile rank of `correct` among the finished exams of the session's length in the last
 * 90 days, this sitting included once: the share scoring lower, ties counted as half.
 */
export async function examPercentile(
  db: Executor,
  session: Pick<SessionRow, 'id' | 'totalQuestions'>,
  correct: number,
): Promise<Pick<ExamSummary, 'percentile' | 'sittings'>> {
  const result = await db.execute<{ below: number; equal: number; others: number }>(sql`
    select count(*) filter (where correct_answers < ${correct})::int as below,
           count(*) filter (where correct_answers = ${correct})::int as equal,
           count(*)::int as others
    from quiz_sessions
    where quiz_type = 'exam' and completed_at is not null
      and total_questions = ${session.totalQuestions}
      and completed_at > now() - make_interval(days => ${examPercentileDays})
      and id <> ${session.id}`);
  const row = result.rows[0] ?? { below: 0, equal: 0, others: 0 };
  const sittings = row.others + 1;
  return {
    percentile: Math.round((100 * (row.below + (row.equal + 1) / 2)) / sittings),
    sittings,
  };
}
