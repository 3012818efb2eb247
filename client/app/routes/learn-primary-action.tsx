// /learn's one primary action [product#learn, #home-primary]: what a trainee does next, in one tap,
// in the first screen of a phone. Given its state by learn-page.tsx, which reads it from the stats
// feature (due reviews, question counts).
import { Link } from 'react-router';
import { CalendarClock, RotateCcw, Zap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths, type AnswerState } from '#client/lib/paths.ts';

/**
 * What the card offers. A new variant (say, continuing a quiz in progress) is one more member
 * here and one more branch in PrimaryAction.
 */
export type PrimaryState =
  /** the due counts are still being read: the card's shape, so nothing moves under a thumb */
  | { kind: 'loading' }
  /** questions due for spaced review today (ADR 031): Start Review */
  | { kind: 'review'; due: number }
  /** nothing due: a Quick 10 straight away, or congratulations when everything is mastered */
  | { kind: 'quick'; mastered: boolean };

const dueState: AnswerState = { type: 'due' };
const quickState: AnswerState = { type: 'quick', questionCount: 10 };

export function PrimaryAction({ state }: { state: PrimaryState }) {
  if (state.kind === 'loading') {
    return (
      <PrimaryCard aria-busy="true">
        <span className="sr-only" role="status">
          Loading what to study next
        </span>
        <div className="flex items-center gap-3">
          <Skeleton className="size-12 shrink-0" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
        <Skeleton className="h-12 w-full" />
      </PrimaryCard>
    );
  }
  if (state.kind === 'review') {
    return (
      <PrimaryCard labelledBy="primary-due-review">
        <Heading id="primary-due-review" icon={CalendarClock} title="Spaced Review">
          Questions you are about to forget, back for one more look.
        </Heading>
        {/* the spec's words [product#spaced-review]: the count beside the button */}
        <div className="flex flex-wrap items-center gap-3">
          <p className="tabular flex-1 text-xl font-extrabold whitespace-nowrap">
            Due today: {state.due}
          </p>
          <Link
            to={paths.answer}
            state={dueState}
            className={cn(buttonClasses('primary', 'lg'), 'grow sm:grow-0')}
          >
            <RotateCcw className="size-5" aria-hidden />
            Start Review
          </Link>
        </div>
      </PrimaryCard>
    );
  }
  return (
    <PrimaryCard labelledBy="primary-quick-10">
      <Heading id="primary-quick-10" icon={Zap} title="Quick 10">
        Ten questions from across the hive: new ones first, then the ones to review.
      </Heading>
      {/* as /quick-10's Start Quiz does [product#quick-10]: everything mastered is congratulated;
          everything attempted goes from /answer to the review options */}
      <Link
        to={state.mastered ? paths.congratulations : paths.answer}
        state={state.mastered ? undefined : quickState}
        className={cn(buttonClasses('primary', 'lg'), 'w-full')}
      >
        <Zap className="size-5" aria-hidden />
        Start Quick 10
      </Link>
    </PrimaryCard>
  );
}

function PrimaryCard({
  labelledBy,
  children,
  ...props
}: {
  labelledBy?: string;
  children: ReactNode;
  'aria-busy'?: 'true';
}) {
  return (
    <Card
      className="flex flex-col gap-4 border-honey-300! bg-honey-100/60!"
      {...(labelledBy ? { role: 'region', 'aria-labelledby': labelledBy } : {})}
      {...props}
    >
      {children}
    </Card>
  );
}

function Heading({
  id,
  icon: Icon,
  title,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <span className="hex flex size-12 shrink-0 items-center justify-center bg-honey-500">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        <p className="text-sm text-muted">{children}</p>
      </div>
    </div>
  );
}
