import { CircleCheck, CircleX, Sparkles } from 'lucide-react';
import { progressSegments, type QuestionCounts } from '#shared/domain/question-bank.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * The new / incorrect / correct badges: a word with each count, never colour alone; an icon too,
 * except at `xs` (a Question Hive cell, half a phone wide): inline words that flow on from the
 * text before them.
 */
export function CountBadges({
  counts,
  size = 'md',
}: {
  counts: QuestionCounts;
  size?: 'xs' | 'sm' | 'md';
}) {
  const badges = [
    {
      key: 'new',
      icon: Sparkles,
      label: 'New',
      value: counts.unattemptedQuestions,
      fill: 'bg-honey-100',
      text: 'text-honey-700',
    },
    {
      key: 'incorrect',
      icon: CircleX,
      label: 'Incorrect',
      value: counts.incorrectQuestions,
      fill: 'bg-bad-soft',
      text: 'text-bad',
    },
    {
      key: 'correct',
      icon: CircleCheck,
      label: 'Correct',
      value: counts.correctQuestions,
      fill: 'bg-ok-soft',
      text: 'text-ok',
    },
  ];
  if (size === 'xs') {
    return (
      <ul className="inline font-semibold">
        {badges.map(({ key, label, value, text }) => (
          <li key={key} className={cn('tabular me-1.5 inline whitespace-nowrap last:me-0', text)}>
            {value} {label}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="flex flex-wrap gap-1.5">
      {badges.map(({ key, icon: Icon, label, value, fill, text }) => (
        <li
          key={key}
          className={cn(
            'tabular inline-flex items-center gap-1 rounded-full font-semibold',
            size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-1 text-sm',
            fill,
            text,
          )}
        >
          <Icon className={size === 'sm' ? 'size-3.5' : 'size-4'} aria-hidden />
          {value} {label}
        </li>
      ))}
    </ul>
  );
}

/** A bar split into correct, incorrect and new. Its label says the same in words. `className`
 * replaces its shape (height, width, corners). */
export function ProgressSegments({
  counts,
  className,
}: {
  counts: QuestionCounts;
  className?: string;
}) {
  const segments = progressSegments(counts);
  return (
    <div
      role="img"
      aria-label={`${counts.correctQuestions} of ${counts.totalQuestions} correct, ${counts.incorrectQuestions} incorrect, ${counts.unattemptedQuestions} new`}
      className={cn('flex overflow-hidden bg-comb', className ?? 'h-2.5 w-full rounded-full')}
    >
      <div className="h-full bg-ok" style={{ width: `${segments.correct}%` }} />
      <div className="h-full bg-bad" style={{ width: `${segments.incorrect}%` }} />
    </div>
  );
}
