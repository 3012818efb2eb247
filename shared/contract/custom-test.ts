// The custom test builder [product#custom-test] (ADR 080): a quiz of the questions matching the
// trainee's filters (topics, statuses, difficulty), drawn by the server and run by the one quiz
// engine. The filters' meaning is in ADR 080; the difficulty's cut points here and in
// docs/learning.md.
import { z } from 'zod';
import { int4Id } from './integers.ts';
import { minPeerAnswers } from './question-view.ts';

/**
 * What the trainee has done with a question: never answered it, last answered it incorrectly or
 * correctly, saved it, last answered it rated Unsure or Guess, or flagged it (any flag status).
 */
export const customStatuses = [
  'new',
  'incorrect',
  'correct',
  'saved',
  'low-confidence',
  'flagged',
] as const;
export type CustomStatus = (typeof customStatuses)[number];

export const customDifficulties = ['easy', 'medium', 'hard'] as const;
export type CustomDifficulty = (typeof customDifficulties)[number];

/**
 * The difficulty of a question, from its peers' first attempts once at least minPeerAnswers of
 * them are counted: easy at 75 % correct or more, hard under 45 %, medium between. A four-option
 * question is guessed right a quarter of the time; under 45 % most trainees miss it, while 75 %
 * or more means few do.
 */
export const difficultyCuts = { easyFromPercent: 75, hardBelowPercent: 45 } as const;
export const minRatedAnswers = minPeerAnswers;

/** null: fewer than minRatedAnswers first attempts, unrated. */
export function difficultyOf(
  answeredBy: number,
  answeredCorrectly: number,
): CustomDifficulty | null {
  if (answeredBy < minRatedAnswers) return null;
  const percent = (answeredCorrectly * 100) / answeredBy;
  if (percent >= difficultyCuts.easyFromPercent) return 'easy';
  if (percent < difficultyCuts.hardBelowPercent) return 'hard';
  return 'medium';
}

export const customTestSize = { min: 5, max: 100, default: 20 } as const;

const unique = <T>(list: T[]) => [...new Set(list)];

/** The filters, as both the count and the start take them. Empty lists mean "any". */
export const customFiltersSchema = z.object({
  /** none: every topic */
  topicIds: z.array(int4Id('Topic not found')).max(500).default([]).transform(unique),
  /** any of these (OR); none: any status */
  statuses: z
    .array(z.enum(customStatuses))
    .max(customStatuses.length)
    .default([])
    .transform(unique),
  /** any of these; none: any difficulty, unrated questions included */
  difficulty: z
    .array(z.enum(customDifficulties))
    .max(customDifficulties.length)
    .default([])
    .transform(unique),
});
export type CustomFilters = z.output<typeof customFiltersSchema>;
export type CustomFiltersInput = z.input<typeof customFiltersSchema>;

/** POST /api/quiz-sessions — a custom test: `size` questions (fewer if fewer match), random. */
export const customStartSchema = customFiltersSchema.extend({
  type: z.literal('custom'),
  size: z.number().int().min(customTestSize.min).max(customTestSize.max),
  /** tutor mode (ADR 075): check each question before the end; absent: the profile's setting */
  tutor: z.boolean().optional(),
});

/** POST /api/quiz-sessions/custom/count — how many questions the filters match now. */
export const customCountResponseSchema = z.object({ matching: z.number().int() });
export type CustomCountResponse = z.infer<typeof customCountResponseSchema>;
