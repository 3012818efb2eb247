// /take-quiz/:code: quiz-sessions' shared quiz, whose results carry the discussion feature's
// ratings and thread under each revealed question (ADR 038).
import { DiscussionPanel } from '#client/features/discussion/components/discussion-panel.tsx';
import { TakeQuizPage } from '#client/features/quiz-sessions/components/take-quiz-page.tsx';

export function TakeQuizRoute() {
  return <TakeQuizPage discuss={DiscussionPanel} />;
}
