// /take-quiz/:code: quiz-sessions' shared quiz, whose result in place is the results feature's
// view with the discussion feature's ratings and thread under each revealed question (ADR 038,
// 069).
import { DiscussionPanel } from '#client/features/discussion/components/discussion-panel.tsx';
import {
  TakeQuizPage,
  type SharedQuizResultView,
} from '#client/features/quiz-sessions/take-quiz-page.tsx';
import { QuizResultsView } from '#client/features/results/quiz-results-view.tsx';

const SharedQuizResult: SharedQuizResultView = ({ result, quizName, onRetake }) => (
  <QuizResultsView
    result={result}
    screen={{ kind: 'shared-quiz', quizName, onRetake, discuss: DiscussionPanel }}
  />
);

export function TakeQuizRoute() {
  return <TakeQuizPage Result={SharedQuizResult} />;
}
