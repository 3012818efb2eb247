// What an exam's result adds (ADR 036), between the score and the review: the score out of the
// questions, the time used (and whether the time ran out), the score per topic with a bar, and
// where this sitting stands among everyone's exams of the same length in the last 90 days.
import { BarChart3, Hourglass, ListChecks, Timer, Users } from 'lucide-react';
import type { ExamSummary } from '#shared/contract/exam.ts';
import { examPercentileDays } from '#shared/contract/exam-rules.ts';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { formatDuration } from '#shared/domain/duration.ts';
import { timeRanOut } from '#shared/domain/exam-time.ts';
import { percent } from '#shared/domain/scoring.ts';

function percentileText(exam: ExamSummary, totalQuestions: number): string {
  if (exam.sittings <= 1) {
    return `You are the first to sit a ${totalQuestions}-question exam in the last ${examPercentileDays} days`;
  }
  return `Better than ${exam.percentile}% of ${exam.sittings} exams of this length in the last ${examPercentileDays} days`;
}

export function ExamResultSummary({ result, exam }: { result: QuizResult; exam: ExamSummary }) {
  const used = formatDuration(exam.timeUsedSeconds);
  return (
    <section
      aria-labelledby="exam-summary-heading"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]"
    >
      <h2 id="exam-summary-heading" className="flex items-center gap-2 text-lg font-bold">
        <BarChart3 className="size-5 text-honey-700" aria-hidden />
        Exam summary
      </h2>

      <dl className="grid grid-cols-2 gap-2.5">
        <div className="flex flex-col gap-0.5 rounded-xl bg-honey-100/60 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold text-muted">
            <ListChecks className="size-3.5 text-honey-700" aria-hidden />
            Score
          </dt>
          <dd className="tabular text-2xl font-extrabold">
            {result.correctAnswers}/{result.totalQuestions}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5 rounded-xl bg-honey-100/60 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-semibold text-muted">
            <Timer className="size-3.5 text-honey-700" aria-hidden />
            Time used
          </dt>
          <dd className="tabular text-2xl font-extrabold">
            {used}
            {exam.timeLimitSeconds !== null && (
              <>
                {' '}
                <span className="block text-sm font-semibold text-muted">
                  of {formatDuration(exam.timeLimitSeconds)}
                </span>
              </>
            )}
          </dd>
        </div>
      </dl>

      {timeRanOut(exam) && (
        <p className="flex items-center gap-2 rounded-xl border border-bad/30 bg-bad-soft p-3 text-sm font-semibold text-bad">
          <Hourglass className="size-4 shrink-0" aria-hidden />
          Time ran out: submitted automatically
        </p>
      )}

      <p className="flex items-start gap-2 font-semibold">
        <Users className="mt-0.5 size-5 shrink-0 text-honey-700" aria-hidden />
        {percentileText(exam, result.totalQuestions)}
      </p>

      {exam.topics.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-bold tracking-wide text-honey-700 uppercase">By topic</h3>
          <ul className="flex flex-col gap-2.5">
            {exam.topics.map((topic) => {
              const share = percent(topic.correct, topic.total);
              return (
                <li key={topic.topicId} className="flex flex-col gap-1">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-semibold">{topic.name}</span>
                    <span className="tabular shrink-0 text-muted">
                      {topic.correct}/{topic.total}
                    </span>
                  </div>
                  <div className="h-2 overflow-hidden rounded-full bg-honey-100" aria-hidden>
                    <div
                      className="h-full rounded-full bg-honey-500"
                      style={{ width: `${share}%` }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
