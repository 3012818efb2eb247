// Progress and statistics payloads [product#my-progress, #stored-data, #constants].
import { z } from 'zod';
import {
  questionOptionIdSchema,
  questionOptionsSchema,
  answeredRevealSchema,
  questionTopicSchema,
} from './question-view.ts';
import { questionImageViewSchema } from './images.ts';

// The study screens' payloads live in a module their lazy contracts load alone.
export {
  dueCountsSchema,
  questionStatsSchema,
  weakTopicsSchema,
  type DueCounts,
  type QuestionStats,
  type WeakTopics,
} from './study-stats.ts';

/** GET /api/stats/regional — public; one row per class with any activity. */
const regionalStatSchema = z.object({
  region: z.string(),
  totalPoints: z.number().int(),
  questionsAnswered: z.number().int(),
  questionsWritten: z.number().int(),
});
export const regionalStatsSchema = z.array(regionalStatSchema);
export type RegionalStat = z.infer<typeof regionalStatSchema>;

/** Your Class lists this many members; a caller ranked below them follows, with their rank. */
export const classRankingTop = 100;

/** GET /api/stats/class-ranking — same class and year, by points: the first classRankingTop,
 * then the caller's own row when it is not among them. */
export const classRankingSchema = z.object({
  gpepClass: z.string().nullable(),
  gpepYear: z.number().int().nullable(),
  members: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      points: z.number().int(),
      rank: z.number().int(),
      isMe: z.boolean(),
    }),
  ),
});
export type ClassRanking = z.infer<typeof classRankingSchema>;

const activityItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['quiz', 'shared-quiz']),
  /** "Quick 10", the topic's name, or the shared quiz's name */
  title: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  scorePercentage: z.number().int(),
  pointsEarned: z.number().int(),
  completedAt: z.string(),
});
/** GET /api/stats/recent-activity?limit=5 */
export const recentActivitySchema = z.array(activityItemSchema);
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** GET /api/stats/summary — the "Your Statistics" page and the Accuracy Rate tile. */
export const statsSummarySchema = z.object({
  answered: z.number().int(),
  correct: z.number().int(),
  /** rounded percent, 0 when nothing answered [product#score] */
  accuracy: z.number().int(),
  points: z.number().int(),
  quizzesCompleted: z.number().int(),
  wrongAnswersToReview: z.number().int(),
  topics: z.array(
    z.object({
      topicId: z.number().int(),
      topicName: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      accuracy: z.number().int(),
    }),
  ),
  /** the last 30 days, oldest first, days without answers included */
  daily: z.array(
    z.object({ day: z.string(), answered: z.number().int(), correct: z.number().int() }),
  ),
});
export type StatsSummary = z.infer<typeof statsSummarySchema>;

/** One answer in a history: the question as answered, its options, the choice and the reveal. */
const historyItemSchema = z.object({
  id: z.string(),
  questionId: z.uuid(),
  questionText: z.string(),
  topics: z.array(questionTopicSchema),
  answers: questionOptionsSchema,
  images: z.array(questionImageViewSchema),
  selectedAnswer: questionOptionIdSchema,
  isCorrect: z.boolean(),
  ...answeredRevealSchema.shape,
  answeredAt: z.string(),
});
/** GET /api/stats/history/answers?before=&limit= and /api/stats/history/wrong-answers?before=&limit= */
export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  /** pass as ?before= for the next page; null at the end */
  nextCursor: z.string().nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export type HistoryPage = z.infer<typeof historyPageSchema>;

/**
 * GET /api/stats/weekly-accuracy — the last 8 New Zealand weeks (Monday to Sunday, ADR 012 and
 * 034), oldest first, the current week last; one line per topic the user answered in them.
 */
export const weeklyAccuracySchema = z.object({
  /** the Mondays (YYYY-MM-DD) starting each week, oldest first */
  weeks: z.array(z.string()),
  topics: z.array(
    z.object({
      topicId: z.number().int(),
      topicName: z.string(),
      /** one per week, in the order of `weeks` */
      points: z.array(
        z.object({
          week: z.string(),
          answered: z.number().int(),
          correct: z.number().int(),
          /** rounded percent; null in a week without answers in the topic */
          accuracy: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
export type WeeklyAccuracy = z.infer<typeof weeklyAccuracySchema>;

/**
 * GET /api/stats/confidence — calibration of the user's confidence ratings (ADR 035): per topic
 * with at least one rated answer, how many answers were rated sure, unsure and guess and how many
 * of each were wrong. `overconfidence` is the rounded percent of "sure" answers that were wrong
 * (null without a "sure" answer). Most over-confident first.
 */
export const confidenceStatsSchema = z.object({
  topics: z.array(
    z.object({
      topicId: z.number().int(),
      topicName: z.string(),
      sureAnswers: z.number().int(),
      sureWrong: z.number().int(),
      unsureAnswers: z.number().int(),
      unsureWrong: z.number().int(),
      guessAnswers: z.number().int(),
      guessWrong: z.number().int(),
      overconfidence: z.number().int().nullable(),
    }),
  ),
});
export type ConfidenceStats = z.infer<typeof confidenceStatsSchema>;
