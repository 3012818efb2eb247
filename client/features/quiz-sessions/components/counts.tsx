import { CircleCheck, CircleX, Sparkles } from 'lucide-react';
import { progressSegments, type QuestionCounts } from '#shared/domain/question-bank.ts';
import { cn } from '#client/lib/cn.ts';

/** The new / incorrect / correct badges: an icon and a word with each count, never colour alone. */
export function CountBadges({
  counts,
  size = 'md',
}: {
  counts: QuestionCounts;
  size?: 'sm' | 'md';
}) {
  const badges = [
    {
      key: 'new',
      icon: Sparkles,
      label: 'New',
      value: counts.unattemptedQuestions,
      tone: 'bg-honey-100 text-honey-700',
    },
    {
      key: 'incorrect',
      icon: CircleX,
      label: 'Incorrect',
      value: counts.incorrectQuestions,
      tone: 'bg-bad-soft text-bad',
    },
    {
      key: 'correct',
      icon: CircleCheck,
      label: 'Correct',
      value: counts.correctQuestions,
      tone: 'bg-ok-soft text-ok',
    },
  ];
  return (
    <ul className="flex flex-wrap gap-1.5">
      {badges.map(({ key, icon: Icon, label, value, tone }) => (
        <li
          key={key}
          className={cn(
            'tabular inline-flex items-center gap-1 rounded-full font-semibold',
            size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-1 text-sm',
            tone,
          )}
        >
          <Icon className={size === 'sm' ? 'size-3.5' : 'size-4'} aria-hidden />
          {value} {label}
        </li>
      ))}
    </ul>
  );
}

/** A bar split into correct, incorrect and new. Its label says the same in words. */
export function ProgressSegments({ counts }: { counts: QuestionCounts }) {
  const segments = progressSegments(counts);
  return (
    <div
      role="img"
      aria-label={`${counts.correctQuestions} of ${counts.totalQuestions} correct, ${counts.incorrectQuestions} incorrect, ${counts.unattemptedQuestions} new`}
      className="flex h-2.5 w-full overflow-hidden rounded-full bg-comb"
    >
      <div className="h-full bg-ok" style={{ width: `${segments.correct}%` }} />
      <div className="h-full bg-bad" style={{ width: `${segments.incorrect}%` }} />
    </div>
  );
}
