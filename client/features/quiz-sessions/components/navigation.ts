// Navigation state between the quiz-sessions screens [product#answer, #quiz-flow]. What /answer
// takes is in lib/paths.ts (AnswerState), since other features start quizzes too; /results takes
// only the finished session's id: the result itself lives in the query cache (lib/quiz-session/quiz-result.ts).
import type { ScopeStats } from '#shared/contract/quiz.ts';
import type { AnswerRouteState, AnswerState, ResultsState } from '#client/lib/paths.ts';

export type { AnswerRouteState, AnswerState, ResultsState };

/** /topic-question-count: without it the page goes back to /question-bank. */
export interface TopicQuestionCountState {
  topicId: number;
  topicName: string;
  /** false when the user chose "Yes" in the redo dialog */
  excludeCorrect: boolean;
}

/** /question-bank/review-options: every question of the scope has been attempted. */
export interface ReviewOptionsState {
  type: 'quick' | 'topic';
  topic: { id: number; name: string } | null;
  stats: ScopeStats;
}
