import { CircleAlert, CircleCheck } from 'lucide-react';
import type { StatsSummary } from '#shared/contract/stats.ts';
import { accuracyIsGood } from '#shared/domain/scoring.ts';
import { cn } from '#client/lib/cn.ts';

/** Accuracy per topic the user has answered, weakest first: where the next quiz pays most. */
export function TopicAccuracy({ topics }: { topics: StatsSummary['topics'] }) {
  const answered = topics
    .filter((t) => t.answered > 0)
    .sort((a, b) => a.accuracy - b.accuracy || b.answered - a.answered);
  if (answered.length === 0) {
    return <p className="text-sm text-muted">Answer a few questions to see your topics here.</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {answered.map((t) => {
        const good = accuracyIsGood(t.accuracy);
        const Icon = good ? CircleCheck : CircleAlert;
        return (
          <li key={t.topicId} className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-3">
              <span className="flex min-w-0 items-center gap-1.5 font-semibold">
                <Icon
                  className={cn('size-4 shrink-0 self-center', good ? 'text-ok' : 'text-honey-700')}
                  aria-hidden
                />
                <span>{t.topicName}</span>
              </span>
              <span className="tabular shrink-0 text-sm">
                <span className="text-muted">
                  {t.correct}/{t.answered} ·{' '}
                </span>
                <span className="font-bold">{t.accuracy}%</span>
                <span className="sr-only">{good ? ', on track' : ', below 50%'}</span>
              </span>
            </div>
            <div className="h-2 w-full overflow-hidden rounded-full bg-comb" aria-hidden>
              <div
                className={cn('h-full rounded-full', good ? 'bg-ok' : 'bg-honey-500')}
                style={{ width: `${t.accuracy}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
