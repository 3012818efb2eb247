// The numbered grid of /answer [product#answer]: every question, answered or not, and a jump to
// any. An exam's questions marked for review carry a flag (and say so to screen readers), never
// colour alone.
import { Check, Flag } from 'lucide-react';
import type { OptionId } from '#shared/contract/questions.ts';
import { cn } from '#client/lib/cn.ts';

export function QuestionGrid({
  questions,
  answers,
  index,
  onJump,
  disabled,
  marked,
}: {
  questions: readonly { id: string }[];
  answers: Readonly<Record<string, OptionId>>;
  index: number;
  onJump: (index: number) => void;
  disabled: boolean;
  /** question ids marked for review (exams); no marks and no legend entry without it */
  marked?: ReadonlySet<string>;
}) {
  return (
    <nav
      aria-label="Questions"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white/80 p-4"
    >
      <ol className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {questions.map((q, i) => {
          const current = i === index;
          const answered = Boolean(answers[q.id]);
          const isMarked = marked?.has(q.id) ?? false;
          return (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => onJump(i)}
                disabled={disabled}
                aria-current={current ? 'step' : undefined}
                aria-label={`Question ${i + 1}${isMarked ? ', marked for review' : ''}, ${answered ? 'answered' : 'not answered'}${current ? ', current' : ''}`}
                className={cn(
                  'tabular relative flex size-11 w-full items-center justify-center rounded-xl text-sm font-bold transition-colors',
                  current &&
                    'bg-ink text-cream ring-2 ring-honey-500 ring-offset-2 ring-offset-white',
                  !current && answered && 'bg-honey-500 text-ink hover:bg-honey-600',
                  !current &&
                    !answered &&
                    'border-2 border-dashed border-honey-300 bg-white text-muted hover:bg-honey-100',
                )}
              >
                {i + 1}
                {answered && (
                  <Check
                    className={cn(
                      'absolute top-0.5 right-0.5 size-3',
                      current ? 'text-honey-300' : 'text-ink',
                    )}
                    strokeWidth={3}
                    aria-hidden
                  />
                )}
                {isMarked && <MarkFlag className="absolute top-0.5 left-0.5" />}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden>
        <li className="flex items-center gap-1.5">
          <span className="size-3.5 rounded bg-ink ring-2 ring-honey-500" /> Current
        </li>
        <li className="flex items-center gap-1.5">
          <span className="flex size-3.5 items-center justify-center rounded bg-honey-500">
            <Check className="size-2.5" strokeWidth={3} />
          </span>
          Answered
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3.5 rounded border-2 border-dashed border-honey-300 bg-white" />
          Not answered
        </li>
        {marked && (
          <li className="flex items-center gap-1.5">
            <span className="flex size-3.5 items-center justify-center rounded bg-white ring-1 ring-line">
              <MarkFlag />
            </span>
            Marked for review
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The mark for review: a flag filled in the warning red, with its own outline. */
function MarkFlag({ className }: { className?: string }) {
  return (
    <Flag className={cn('size-2.5 fill-bad text-bad', className)} strokeWidth={2.5} aria-hidden />
  );
}
