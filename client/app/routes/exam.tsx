// /exam: the exam feature's mock exam with stats' recent exams below it, and the results screen
// to fetch ahead (ADR 028, 069: features meet here, their parts passed in).
import { ExamPage } from '#client/features/exam/exam-page.tsx';
import { ExamHistoryList } from '#client/features/stats/components/exam-history.tsx';
import { preloadResults } from './preload-results.ts';

export function ExamRoute() {
  return (
    <ExamPage history={<ExamHistoryList limit={5} compact />} preloadResults={preloadResults} />
  );
}
