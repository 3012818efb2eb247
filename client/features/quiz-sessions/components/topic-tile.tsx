import { useId } from 'react';
import { ArrowRight, CalendarClock, Clock, Hexagon } from 'lucide-react';
import type { QuestionStats } from '#shared/contract/stats.ts';
import { hiveMastery, topicButtonLabels, topicButtonState } from '#shared/domain/question-bank.ts';
import { cn } from '#client/lib/cn.ts';
import { CountBadges, ProgressSegments } from './counts.tsx';

export type Topic = QuestionStats['topics'][number];

/**
 * One cell of the Question Hive [product#question-bank]: two of them side by side on a phone, so
 * the whole curriculum fits in about two screens. The bar along its foot splits the
 * topic into correct, incorrect and new. The card's button stretches over the whole cell (its
 * ::after), so the cell is one large tap target while the button keeps the spec's words as its
 * name; the cell's other text stays readable, not part of the button.
 */
export function TopicTile({
  topic,
  due,
  onKeepLearning,
  onComplete,
}: {
  topic: Topic;
  /** questions of this topic due for spaced review today */
  due: number;
  onKeepLearning: () => void;
  onComplete: () => void;
}) {
  const headingId = useId();
  const state = topicButtonState(topic);
  const label = topicButtonLabels[state];
  const total = topic.totalQuestions;
  const mastery = hiveMastery(topic);
  // The focus ring is drawn on the stretched area, inside the cell (which clips its overflow).
  const stretched =
    'after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[""] ' +
    'focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-honey-700';
  return (
    <article
      className="relative flex w-full flex-col gap-0.5 overflow-hidden rounded-[var(--radius-card)] border border-line bg-white p-2.5 pb-3 shadow-[var(--shadow-card)]"
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="text-[0.8rem] leading-4 font-bold">
        {topic.topicName}
      </h3>
      {/* One flowing paragraph packs a half-phone-wide cell better than a line per fact. */}
      <div className="tabular text-[0.7rem] leading-[0.9rem]">
        <p className="inline text-muted">
          {total} {total === 1 ? 'question' : 'questions'}
          {total > 0 && <> · {mastery}% mastered</>}
        </p>
        {total > 0 && (
          <>
            {' '}
            <CountBadges counts={topic} size="xs" />
          </>
        )}
        {due > 0 && (
          <>
            {' '}
            <span className="inline-flex items-center gap-0.5 font-semibold text-honey-700">
              <CalendarClock className="size-3" aria-hidden />
              {due} due today
            </span>
          </>
        )}
      </div>
      {total > 0 && <ProgressSegments counts={topic} className="absolute inset-x-0 bottom-0 h-1" />}
      <div className="mt-auto flex">
        {state === 'coming-soon' ? (
          <button
            type="button"
            disabled
            aria-describedby={headingId}
            className="inline-flex items-center gap-1 text-xs font-semibold text-muted"
          >
            <Clock className="size-3.5" aria-hidden />
            {label}
          </button>
        ) : state === 'keep-learning' ? (
          <button
            type="button"
            onClick={onKeepLearning}
            aria-describedby={headingId}
            className={cn(
              'inline-flex items-center gap-1 text-xs font-bold text-honey-700',
              stretched,
            )}
          >
            {label}
            <ArrowRight className="size-3.5" aria-hidden />
          </button>
        ) : (
          <button
            type="button"
            onClick={onComplete}
            aria-describedby={headingId}
            aria-haspopup="dialog"
            className={cn('inline-flex items-center gap-1 text-xs font-bold text-ok', stretched)}
          >
            <Hexagon className="size-3.5 fill-current" aria-hidden />
            {label}
          </button>
        )}
      </div>
    </article>
  );
}
