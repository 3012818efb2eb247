// /answer: quiz-sessions' runner, given offline's Finish for a quiz kept on this device (ADR 048)
// and the results screen to fetch ahead (ADR 069: features meet here, their parts passed in).
import { completeOrQueue } from '#client/features/offline/outbox.ts';
import { AnswerPage } from '#client/features/quiz-sessions/answer-page.tsx';
import { preloadResults } from './preload-results.ts';

export function AnswerRoute() {
  return <AnswerPage completeOffline={completeOrQueue} preloadResults={preloadResults} />;
}
