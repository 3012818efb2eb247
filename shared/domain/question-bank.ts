// The question bank's topic cards and progress panel [product#question-bank].
import { percent } from './scoring.ts';

export interface QuestionCounts {
  totalQuestions: number;
  unattemptedQuestions: number;
  incorrectQuestions: number;
  correctQuestions: number;
}

export type TopicButtonState = 'coming-soon' | 'keep-learning' | 'complete';

/**
 * Coming Soon (disabled) with no questions; Keep Learning while any are new or incorrect;
 * All Questions Complete! otherwise [product#topic-button].
 */
export function topicButtonState(counts: QuestionCounts): TopicButtonState {
  if (counts.totalQuestions <= 0) return 'coming-soon';
  if (counts.unattemptedQuestions > 0 || counts.incorrectQuestions > 0) return 'keep-learning';
  return 'complete';
}

export const topicButtonLabels: Record<TopicButtonState, string> = {
  'coming-soon': 'Coming Soon',
  'keep-learning': 'Keep Learning',
  complete: 'All Questions Complete!',
};

/** "Hive mastery": questions answered correctly over all questions, rounded. */
export function hiveMastery(counts: Pick<QuestionCounts, 'totalQuestions' | 'correctQuestions'>) {
  return percent(counts.correctQuestions, counts.totalQuestions);
}

/**
 * Widths (percent) of the correct, incorrect and new segments of a topic's progress bar. They
 * always add up to 100 for a topic with questions, so the bar never overflows or leaves a gap.
 */
export function progressSegments(counts: QuestionCounts): {
  correct: number;
  incorrect: number;
  unattempted: number;
} {
  const total = Math.max(0, counts.totalQuestions);
  if (total === 0) return { correct: 0, incorrect: 0, unattempted: 0 };
  const correct = clamp((counts.correctQuestions / total) * 100);
  const incorrect = clamp(Math.min(100 - correct, (counts.incorrectQuestions / total) * 100));
  return { correct, incorrect, unattempted: Math.max(0, 100 - correct - incorrect) };
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));
