// /build-test: quiz-sessions' custom test builder, fed the stats feature's question counts for its
// topics (ADR 069, 080).
import { BuildTestPage } from '#client/features/quiz-sessions/build-test-page.tsx';
import { useQuestionStats } from '#client/features/stats/api/question-stats.ts';

export function BuildTestRoute() {
  return <BuildTestPage stats={useQuestionStats()} />;
}
