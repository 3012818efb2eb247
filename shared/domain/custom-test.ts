// The custom test builder's choices [product#custom-test] (ADR 080), without Zod so that the
// builder's screen reads them without loading the contracts. The request schemas are in
// shared/contract/custom-test.ts.

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
 * The difficulty of a question, from its peers' first attempts once at least minRatedAnswers of
 * them are counted: easy at 75 % correct or more, hard under 45 %, medium between
 * (docs/learning.md). A four-option question is guessed right a quarter of the time; under 45 %
 * most trainees miss it, while from 75 % few do.
 */
export const difficultyCuts = { easyFromPercent: 75, hardBelowPercent: 45 } as const;
/** the peer statistics' own threshold (minPeerAnswers, ADR 032) */
export const minRatedAnswers = 5;

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
