import { useId } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import type { HistoryItem as Item } from '#shared/contract/stats.ts';
import { relativeTime } from '#shared/domain/relative-time.ts';
import { cn } from '#client/lib/cn.ts';
import { ReferenceLink } from '#client/components/reference-link.tsx';

/**
 * One answered question: the options with "Your answer" and "Correct answer" marked by icon and
 * word (never colour alone), then the explanation and its reference.
 */
export function HistoryItem({ item, now }: { item: Item; now: Date }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        {item.isCorrect ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-ok-soft px-2.5 py-1 text-sm font-bold text-ok">
            <CircleCheck className="size-4" aria-hidden />
            Correct
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-bad-soft px-2.5 py-1 text-sm font-bold text-bad">
            <CircleX className="size-4" aria-hidden />
            Incorrect
          </span>
        )}
        <time
          dateTime={item.answeredAt}
          title={new Date(item.answeredAt).toLocaleString()}
          className="text-sm text-muted"
        >
          {relativeTime(item.answeredAt, now, { dateAfterDays: 7 })}
        </time>
      </div>
      {item.topics.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
          {item.topics.map((t) => (
            <li
              key={t.name}
              className="rounded-full bg-honey-100 px-2 py-0.5 text-xs font-semibold text-honey-700"
            >
              {t.name}
            </li>
          ))}
        </ul>
      )}
      <h2 id={headingId} className="leading-snug font-semibold">
        {item.questionText}
      </h2>
      <ul className="flex flex-col gap-2">
        {item.answers.map((option) => {
          const isCorrect = option.id === item.correctAnswer;
          const isSelected = option.id === item.selectedAnswer;
          return (
            <li
              key={option.id}
              className={cn(
                'flex items-start gap-3 rounded-xl border px-3 py-2.5',
                isCorrect
                  ? 'border-ok/40 bg-ok-soft'
                  : isSelected
                    ? 'border-bad/40 bg-bad-soft'
                    : 'border-line',
              )}
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold uppercase',
                  isCorrect
                    ? 'bg-ok text-white'
                    : isSelected
                      ? 'bg-bad text-white'
                      : 'bg-comb text-muted',
                )}
                aria-hidden
              >
                {option.id}
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span>{option.text}</span>
                {(isCorrect || isSelected) && (
                  <span className="flex flex-wrap gap-x-3 gap-y-1 text-xs font-bold">
                    {isSelected && (
                      <span
                        className={cn(
                          'inline-flex items-center gap-1',
                          isCorrect ? 'text-ok' : 'text-bad',
                        )}
                      >
                        {isCorrect ? (
                          <CircleCheck className="size-3.5" aria-hidden />
                        ) : (
                          <CircleX className="size-3.5" aria-hidden />
                        )}
                        Your answer
                      </span>
                    )}
                    {isCorrect && (
                      <span className="inline-flex items-center gap-1 text-ok">
                        <CircleCheck className="size-3.5" aria-hidden />
                        Correct answer
                      </span>
                    )}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="rounded-xl bg-honey-100/60 p-3">
        <h3 className="text-sm font-bold">Explanation</h3>
        <p className="mt-1 text-sm whitespace-pre-line">{item.explanation}</p>
        <ReferenceLink
          href={item.reference}
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-honey-700 underline-offset-4 hover:underline"
        />
      </div>
    </article>
  );
}
