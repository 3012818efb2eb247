// Author analytics (ADR 039): how each of the author's questions behaves, from first attempts.
import { z } from 'zod';
import { questionOptionIdSchema } from './question-view.ts';

/** Trainees ranked for the discrimination index need this many answers overall. */
export const minAnswersToRank = 10;
/** The top and the bottom 27% of ranked trainees (the classic item-analysis cut). */
export const groupShare = 0.27;
/** Each group needs this many first attempts on the question, or the index is null. */
export const minGroupAttempts = 5;
/** "Almost never chosen" and "Too easy" wait for this many first attempts. */
export const minAttemptsForWarnings = 20;

const analyticsWarningSchema = z.object({
  kind: z.enum(['rare-option', 'strong-prefer-other', 'too-easy']),
  /** the exact sentence shown */
  text: z.string(),
});
export type AnalyticsWarning = z.infer<typeof analyticsWarningSchema>;

const questionAnalyticsSchema = z.object({
  questionId: z.uuid(),
  /** every recorded answer by anyone but the author, repeats included */
  timesAnswered: z.number().int(),
  /** trainees' first answers (question_option_stats, ADR 032) */
  firstAttempts: z.number().int(),
  /** rounded percent of first attempts that were correct; null under minPeerAnswers of them */
  percentCorrectFirst: z.number().int().nullable(),
  correctAnswer: questionOptionIdSchema,
  /**
   * per option: first attempts choosing it and their rounded percent; null under minPeerAnswers
   * first attempts, as for peer statistics (ADR 032, 058): one trainee's figures are their choice
   */
  options: z
    .array(
      z.object({ id: questionOptionIdSchema, count: z.number().int(), percent: z.number().int() }),
    )
    .nullable(),
  /** p(top 27%) - p(bottom 27%), two decimals; null while either group is under the floor */
  discrimination: z.number().nullable(),
  warnings: z.array(analyticsWarningSchema),
});
export type QuestionAnalytics = z.infer<typeof questionAnalyticsSchema>;

/** GET /api/questions/mine/analytics */
export const myQuestionAnalyticsSchema = z.array(questionAnalyticsSchema);
