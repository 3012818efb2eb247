// Scores, accuracy and the results screen's messages
// [product#results-flow, #results-messages, #score].

/** Rounded percent of correct over total; 0 when there is nothing to count. */
export function percent(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}

/**
 * Accuracy: correct over answered, rounded, 0 if none [product#score].
 * @alias of `percent`, under the stats screens' name for it
 */
export const accuracy = percent;

/** The stats tick is green at 50% or more [product#score]. */
export const accuracyIsGood = (value: number) => value >= 50;

export type PerformanceLevel = 'excellent' | 'good' | 'keep-practicing';

export function performanceLevel(scorePercentage: number): PerformanceLevel {
  if (scorePercentage >= 80) return 'excellent';
  if (scorePercentage >= 60) return 'good';
  return 'keep-practicing';
}

export const performanceMessages: Record<PerformanceLevel, { title: string; text: string }> = {
  excellent: {
    title: 'Excellent work!',
    text: 'You have a strong grasp of this material. Try a new topic to keep the momentum.',
  },
  good: {
    title: 'Good job!',
    text: 'You are getting there. Read the explanations below to close the gaps.',
  },
  'keep-practicing': {
    title: 'Keep practicing!',
    text: 'Every explanation you read makes the next quiz easier. Review your answers below.',
  },
};

export const revisionMessage =
  "It's good to revise the questions you've written. Keep up the good work!";

export type RewardPopup =
  | { kind: 'sweet-success'; title: 'Sweet Success!'; text: string }
  | { kind: 'great-review'; title: 'Great Review!'; text: string };

/**
 * The reward pop-up after a saved quiz: revision (all questions the viewer's own) and 0-point
 * quizzes of mastered questions are a "Great Review!"; points earned are a "Sweet Success!",
 * whose N counts the correct answers as the Correct tile does (the nectar is shown beside it:
 * own or mastered questions are correct without earning any).
 */
export function rewardPopup(result: {
  isRevision: boolean;
  pointsEarned: number;
  correctAnswers: number;
}): RewardPopup | null {
  if (result.isRevision)
    return { kind: 'great-review', title: 'Great Review!', text: revisionMessage };
  if (result.pointsEarned > 0) {
    const n = result.correctAnswers;
    return {
      kind: 'sweet-success',
      title: 'Sweet Success!',
      text: `You answered ${n} question${n === 1 ? '' : 's'} correctly!`,
    };
  }
  if (result.correctAnswers > 0) {
    return {
      kind: 'great-review',
      title: 'Great Review!',
      text: 'You already had the nectar for these. Reviewing keeps them fresh.',
    };
  }
  return null;
}
