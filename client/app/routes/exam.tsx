// /exam: quiz-sessions' mock exam with stats' recent exams below it (ADR 028: two features meet
// here, the second one's part passed in).
import { ExamPage } from '#client/features/quiz-sessions/components/exam/exam-page.tsx';
import { ExamHistoryList } from '#client/features/stats/components/exam-history.tsx';

export function ExamRoute() {
  return <ExamPage history={<ExamHistoryList limit={5} compact />} />;
}
