// /question-bank: the quiz-sessions screen, fed the stats feature's question counts.
import { QuestionBankPage } from '#client/features/quiz-sessions/components/question-bank-page.tsx';
import { useQuestionStats } from '#client/features/stats/api/question-stats.ts';

export function QuestionBankRoute() {
  return <QuestionBankPage stats={useQuestionStats()} />;
}
