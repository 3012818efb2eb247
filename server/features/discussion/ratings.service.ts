// Ratings (ADR 038): one row per rater and question, quality 1-5 and difficulty, each set or
// changed on its own. The summary is computed from the rows on every read (a question has tens
// of raters, the index on question_id finds them), so it is exact, never a drifting counter.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { questionRatings, questions } from '#server/db/schema/index.ts';
import { AppError, badRequest, forbidden } from '#server/lib/app-error.ts';
import {
  discussionMessages,
  isRatingMilestone,
  type QuestionRating,
  type RateQuestionInput,
  type RatingSummary,
} from '#shared/contract/discussion.ts';
import { threadAccess } from './thread-access.ts';
import { noticeRatingSummary } from './discussion-notices.ts';

type Reader = Pick<Database, 'select'>;

export const readOnly = () => new AppError('CONFLICT', 409, discussionMessages.readOnly);

/** Everyone's ratings of each question: the mean quality to one decimal, difficulty counts. */
export async function ratingSummaries(
  db: Reader,
  questionIds: readonly string[],
): Promise<Map<string, RatingSummary>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .select({
      questionId: questionRatings.questionId,
      count: sql<number>`count(*)::int`,
      qualityCount: sql<number>`count(${questionRatings.quality})::int`,
      qualityAverage: sql<number | null>`round(avg(${questionRatings.quality}), 1)::float8`,
      easy: sql<number>`count(*) filter (where ${questionRatings.difficulty} = 'easy')::int`,
      medium: sql<number>`count(*) filter (where ${questionRatings.difficulty} = 'medium')::int`,
      hard: sql<number>`count(*) filter (where ${questionRatings.difficulty} = 'hard')::int`,
    })
    .from(questionRatings)
    .where(inArray(questionRatings.questionId, [...questionIds]))
    .groupBy(questionRatings.questionId);
  return new Map(
    rows.map((r) => [
      r.questionId,
      {
        count: r.count,
        qualityCount: r.qualityCount,
        qualityAverage: r.qualityAverage,
        difficulty: { easy: r.easy, medium: r.medium, hard: r.hard },
      },
    ]),
  );
}

export const emptySummary: RatingSummary = {
  count: 0,
  qualityCount: 0,
  qualityAverage: null,
  difficulty: { easy: 0, medium: 0, hard: 0 },
};

async function summaryOf(db: Reader, questionId: string) {
  return (await ratingSummaries(db, [questionId])).get(questionId) ?? emptySummary;
}

async function myRating(db: Reader, userId: string, questionId: string) {
  const [row] = await db
    .select({ quality: questionRatings.quality, difficulty: questionRatings.difficulty })
    .from(questionRatings)
    .where(and(eq(questionRatings.userId, userId), eq(questionRatings.questionId, questionId)));
  return row ?? null;
}

/** GET /api/questions/:id/ratings: for the author and those who answered it; else 404. */
export async function readRating(
  db: Database,
  userId: string,
  questionId: string,
): Promise<QuestionRating> {
  const thread = await threadAccess(db, userId, questionId);
  const [mine, summary] = await Promise.all([
    myRating(db, userId, questionId),
    summaryOf(db, questionId),
  ]);
  return { canRate: !thread.isAuthor && !thread.deleted, mine, summary };
}

/** PUT /api/questions/:id/ratings: set or change the caller's rating. */
export async function rateQuestion(
  db: Database,
  userId: string,
  questionId: string,
  input: RateQuestionInput,
): Promise<QuestionRating> {
  // Checked here rather than by a refinement of the schema, which the fuzzer cannot derive.
  if (input.quality === undefined && input.difficulty === undefined) {
    throw badRequest(discussionMessages.nothingToRate);
  }
  return db.transaction(async (tx) => {
    const thread = await threadAccess(tx, userId, questionId);
    if (thread.isAuthor) throw forbidden(discussionMessages.ownQuestion);
    if (thread.deleted) throw readOnly();

    const set = {
      ...(input.quality === undefined ? {} : { quality: input.quality }),
      ...(input.difficulty === undefined ? {} : { difficulty: input.difficulty }),
    };
    const [row] = await tx
      .insert(questionRatings)
      .values({ userId, questionId, ...set })
      .onConflictDoUpdate({
        target: [questionRatings.userId, questionRatings.questionId],
        set: { ...set, updatedAt: sql`now()` },
      })
      .returning({
        quality: questionRatings.quality,
        difficulty: questionRatings.difficulty,
        isNew: sql<boolean>`(xmax = 0)`,
      });

    let summary: RatingSummary;
    if (row?.isNew) {
      // One rater more: count under the question's row lock, so two raters arriving together
      // see 4 → 5 and 5 → 6, and the 5-rater summary goes out exactly once.
      await tx
        .select({ id: questions.id })
        .from(questions)
        .where(eq(questions.id, questionId))
        .for('update');
      summary = await summaryOf(tx, questionId);
      if (isRatingMilestone(summary.count)) {
        await noticeRatingSummary(tx, thread.authorId, {
          questionId,
          questionText: thread.questionText,
          ratingCount: summary.count,
          qualityAverage: summary.qualityAverage,
        });
      }
    } else {
      summary = await summaryOf(tx, questionId);
    }
    return {
      canRate: true,
      mine: { quality: row?.quality ?? null, difficulty: row?.difficulty ?? null },
      summary,
    };
  });
}
