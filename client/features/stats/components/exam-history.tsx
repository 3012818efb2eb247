// Exam history (ADR 036): the user's finished mock exams, newest first, each a link to its result
// (score, questions, time used, and whether the time ran out). On /stats as a card and on /exam
// under the setup (`compact`: no button to /exam, the page is /exam).
import { Link } from 'react-router';
import { ChevronRight, ClipboardCheck, Hourglass } from 'lucide-react';
import type { ExamHistoryItem } from '#shared/contract/exam.ts';
import { formatDuration } from '#shared/domain/duration.ts';
import { timeRanOut } from '#shared/domain/exam-time.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { QueryView } from '#client/components/ui/query-view.tsx';
import { EmptyState } from '#client/components/ui/states.tsx';
import { paths, type ResultsState } from '#client/lib/paths.ts';
import { useExamHistory } from '../api/exam-history.ts';

const dateFormat = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export function ExamHistoryList({ limit, compact = false }: { limit?: number; compact?: boolean }) {
  return (
    <QueryView
      query={useExamHistory()}
      errorTitle="We couldn’t load your exams."
      skeleton={
        <ul className="flex flex-col divide-y divide-line" aria-hidden>
          {[0, 1].map((i) => (
            <li key={i} className="flex items-center gap-3 py-3">
              <Skeleton className="hex size-10 rounded-none" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-2/5" />
                <Skeleton className="h-3 w-3/5" />
              </div>
            </li>
          ))}
        </ul>
      }
    >
      {(exams) => <ExamRows exams={exams} limit={limit} compact={compact} />}
    </QueryView>
  );
}

function ExamRows({
  exams,
  limit,
  compact,
}: {
  exams: ExamHistoryItem[];
  limit: number | undefined;
  compact: boolean;
}) {
  if (exams.length === 0) {
    return (
      <EmptyState
        icon={ClipboardCheck}
        title="No exams yet"
        text="Sit a mock exam and your scores show up here."
        action={
          compact ? undefined : (
            <Link to={paths.exam} className={buttonClasses()}>
              <ClipboardCheck className="size-4" aria-hidden />
              Sit a mock exam
            </Link>
          )
        }
      />
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-line">
      {exams.slice(0, limit).map((exam) => (
        <ExamRow key={exam.sessionId} exam={exam} />
      ))}
    </ul>
  );
}

function ExamRow({ exam }: { exam: ExamHistoryItem }) {
  const state: ResultsState = { sessionId: exam.sessionId };
  const ranOut = timeRanOut(exam);
  return (
    <li>
      <Link
        to={paths.results}
        state={state}
        className="-mx-2 flex min-h-16 items-center gap-3 rounded-xl px-2 py-3 hover:bg-honey-100"
      >
        <span className="hex tabular flex size-11 shrink-0 items-center justify-center bg-honey-500 text-sm font-extrabold">
          {exam.scorePercentage}%
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-bold">{exam.totalQuestions}-question exam</span>
          <span className="tabular text-sm text-muted">
            {exam.correctAnswers}/{exam.totalQuestions} ·{' '}
            {dateFormat.format(new Date(exam.completedAt))}
          </span>
          <span className="tabular text-sm text-muted">
            {exam.timeLimitSeconds === null
              ? `Untimed · ${formatDuration(exam.timeUsedSeconds)}`
              : `${formatDuration(exam.timeUsedSeconds)} of ${formatDuration(exam.timeLimitSeconds)}`}
          </span>
          {ranOut && (
            <span className="flex items-center gap-1 text-xs font-semibold text-bad">
              <Hourglass className="size-3.5" aria-hidden />
              Time ran out
            </span>
          )}
        </span>
        <ChevronRight className="size-5 shrink-0 text-honey-700" aria-hidden />
      </Link>
    </li>
  );
}
