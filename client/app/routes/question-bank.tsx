// /question-bank: quiz-sessions' screen, fed the stats feature's question counts and, for a
// signed-in user, the spaced review's due count per topic (ADR 031).
import { QuestionBankPage } from '#client/features/quiz-sessions/question-bank-page.tsx';
import { useDueCounts } from '#client/features/stats/api/due-counts.ts';
import { useQuestionStats } from '#client/features/stats/api/question-stats.ts';

export function QuestionBankRoute() {
  const due = useDueCounts();
  return <QuestionBankPage stats={useQuestionStats()} dueByTopic={due.data?.topics} />;
}
