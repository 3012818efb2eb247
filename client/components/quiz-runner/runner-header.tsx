// The top of a running quiz: Exit (when the screen offers it), the quiz's eyebrow and name,
// "Question X of N" (the page's h1, or an h2 under the quiz's own name) and the progress bar.
import type { ReactNode, Ref } from 'react';
import { X } from 'lucide-react';
import { percent } from '#shared/domain/scoring.ts';
import { Button } from '#client/components/ui/button.tsx';

export interface RunnerTitle {
  /** the quiz's own name: the page's h1 */
  name: string;
  /** under the name: who wrote it */
  byline?: ReactNode;
}

export function RunnerHeader({
  eyebrow,
  title,
  index,
  total,
  answered,
  headingRef,
  onExit,
  extra,
}: {
  eyebrow: string;
  title?: RunnerTitle;
  index: number;
  total: number;
  answered: number;
  headingRef: Ref<HTMLHeadingElement>;
  onExit?: () => void;
  extra?: ReactNode;
}) {
  const Heading = title ? 'h2' : 'h1';
  const position = (
    <Heading
      ref={headingRef}
      tabIndex={-1}
      className="tabular text-base font-bold focus:outline-none"
    >
      Question {index + 1} of {total}
    </Heading>
  );
  const done = percent(answered, total);

  return (
    <>
      {title ? (
        <div className="flex flex-col gap-0.5">
          <p className="text-xs font-semibold tracking-wide text-honey-700 uppercase">{eyebrow}</p>
          <h1 className="text-2xl font-extrabold tracking-tight break-words">{title.name}</h1>
          {title.byline && <p className="text-sm text-muted">{title.byline}</p>}
        </div>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        {onExit && (
          <Button variant="ghost" onClick={onExit} className="-ml-3 px-3">
            <X className="size-5" aria-hidden />
            Exit
          </Button>
        )}
        {title ? (
          position
        ) : (
          <div className="ml-auto text-right">
            <p className="text-xs font-semibold tracking-wide text-honey-700 uppercase">
              {eyebrow}
            </p>
            {position}
          </div>
        )}
        {extra}
      </div>
      <div className="flex flex-col gap-1.5">
        <div
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={done}
          className="h-2.5 overflow-hidden rounded-full bg-honey-100"
        >
          <div
            className="h-full rounded-full bg-honey-500 transition-[width] duration-300"
            style={{ width: `${done}%` }}
          />
        </div>
        <p className="tabular text-right text-xs font-semibold text-muted">{done}% Complete</p>
      </div>
    </>
  );
}
