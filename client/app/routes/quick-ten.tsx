// /quick-10: quiz-sessions' screen, fed the stats feature's question counts.
import { QuickTenPage } from '#client/features/quiz-sessions/quick-ten-page.tsx';
import { useQuestionStats } from '#client/features/stats/api/question-stats.ts';

export function QuickTenRoute() {
  return <QuickTenPage stats={useQuestionStats()} />;
}
