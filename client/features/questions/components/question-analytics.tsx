// A question's analytics card on My Questions (ADR 039): how often it was answered, first-attempt
// accuracy, the share choosing each option (a bar with its letter and percent, the key marked
// in words, never by colour alone; only from 5 first attempts), the discrimination index in
// plain words, and warnings.
import { useState } from 'react';
import { BarChart3, TriangleAlert } from 'lucide-react';
import type { QuestionAnalytics } from '#shared/contract/question-analytics.ts';
import { discriminationText } from '#shared/domain/question-analytics.ts';
import { DetailsPanel } from '#client/components/ui/disclosure.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { QueryView } from '#client/components/ui/query-view.tsx';
import { cn } from '#client/lib/cn.ts';
import { useMyQuestionAnalytics } from '../api/my-question-analytics.ts';

export function QuestionAnalyticsExpander({ questionId }: { questionId: string }) {
  const [open, setOpen] = useState(false);
  const analytics = useMyQuestionAnalytics(open);
  return (
    <DetailsPanel
      icon={BarChart3}
      iconClassName="text-honey-700"
      title="Analytics"
      open={open}
      onOpenChange={setOpen}
    >
      <QueryView
        query={analytics}
        skeleton={<Skeleton className="h-32 w-full" />}
        loadingLabel="Loading analytics"
        errorTitle="Analytics could not be loaded"
      >
        {(list) => {
          const mine = list.find((a) => a.questionId === questionId);
          return mine ? <AnalyticsCard analytics={mine} /> : <NoAnswers />;
        }}
      </QueryView>
    </DetailsPanel>
  );
}

function NoAnswers() {
  return (
    <p className="text-sm text-muted">
      No answers yet. Once classmates answer it, you will see how they did here.
    </p>
  );
}

function AnalyticsCard({ analytics }: { analytics: QuestionAnalytics }) {
  const a = analytics;
  if (a.timesAnswered === 0 && a.firstAttempts === 0) return <NoAnswers />;
  return (
    <section aria-label="Question analytics" className="flex flex-col gap-3 text-sm">
      <dl className="tabular grid grid-cols-2 gap-2">
        <div className="rounded-lg bg-cream px-3 py-2">
          <dt className="text-muted">Answered</dt>
          <dd className="text-lg font-bold">{a.timesAnswered}</dd>
        </div>
        <div className="rounded-lg bg-cream px-3 py-2">
          <dt className="text-muted">Correct first time</dt>
          <dd className="text-lg font-bold">
            {a.percentCorrectFirst === null ? '—' : `${a.percentCorrectFirst}%`}
            <span className="ml-1 text-xs font-normal text-muted">
              of {a.firstAttempts} first {a.firstAttempts === 1 ? 'attempt' : 'attempts'}
            </span>
          </dd>
        </div>
      </dl>

      <div>
        <p className="mb-1.5 font-semibold">First choices</p>
        {/* withheld under 5 first attempts: a classmate's own choice (ADR 058) */}
        {a.options === null ? (
          <p className="text-muted">Not enough answers yet</p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {a.options.map((o) => {
              const key = o.id === a.correctAnswer;
              return (
                <li key={o.id} className="grid grid-cols-[5.5rem_1fr_3rem] items-center gap-2">
                  <span className={cn(key && 'font-semibold')}>
                    Option {o.id.toUpperCase()}
                    {key && <span className="text-ok"> (key)</span>}
                  </span>
                  <span
                    className="h-3 overflow-hidden rounded-full bg-comb"
                    role="img"
                    aria-label={`Option ${o.id.toUpperCase()}: ${o.percent}%`}
                  >
                    <span
                      className={cn('block h-full rounded-full', key ? 'bg-ok' : 'bg-honey-500')}
                      style={{ width: `${o.percent}%` }}
                    />
                  </span>
                  <span className="tabular text-right">{o.percent}%</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      <p>
        <span className="font-semibold">Discrimination: </span>
        {discriminationText(a.discrimination)}
      </p>

      {a.warnings.length > 0 && (
        <ul className="flex flex-col gap-1.5" aria-label="Warnings">
          {a.warnings.map((w) => (
            <li
              key={w.text}
              className="flex items-start gap-2 rounded-lg border border-honey-300 bg-honey-100/60 px-3 py-2"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0 text-honey-700" aria-hidden />
              {w.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
