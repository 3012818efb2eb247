// Navigation state between the quiz screens [000 §2, §4; 001 §2]. Several features start quizzes
// (question bank, Quick 10, review options, congratulations), so the shapes live here.
import type { ScopeStats } from '#shared/contract/quiz.ts';
import { paths } from './paths.ts';

/** /topic-question-count: without it the page goes back to /question-bank. */
export interface TopicQuestionCountState {
  topicId: number;
  topicName: string;
  /** false when the user chose "Yes" in the redo dialog */
  excludeCorrect: boolean;
}

/** /answer: what quiz to start (type quick is the default, 10 questions). */
export interface AnswerState {
  type?: 'quick' | 'topic';
  topicId?: number;
  topicName?: string;
  questionCount?: number | 'all';
  reviewMode?: 'incorrect' | 'correct';
  excludeCorrect?: boolean;
}

/** /question-bank/review-options: every question of the scope has been attempted. */
export interface ReviewOptionsState {
  type: 'quick' | 'topic';
  topic: { id: number; name: string } | null;
  stats: ScopeStats;
}

/** The quiz screens' paths: kept for the quiz runner's screens until they read `paths` too. */
export const quizPaths = {
  questionBank: paths.questionBank,
  topicQuestionCount: paths.topicQuestionCount,
  quick10: paths.quick10,
  answer: paths.answer,
  results: paths.results,
  reviewOptions: paths.reviewOptions,
  congratulations: paths.congratulations,
} as const;
