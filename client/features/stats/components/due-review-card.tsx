import { Link } from 'react-router';
import { CalendarClock, RotateCcw } from 'lucide-react';
import { nextReviewText } from '#shared/domain/next-review.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { QueryView } from '#client/components/ui/query-view.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { paths, type AnswerState } from '#client/lib/paths.ts';
import { useDueCounts } from '../api/due-counts.ts';

const dueState: AnswerState = { type: 'due' };

/**
 * /learn: the spaced review (ADR 031). "Due today: N" and Start Review, or when the next review
 * falls due. Signed-in users only (the dashboard is). `dueShownElsewhere`: /learn's primary card
 * already offers the due questions, so this card stays out until nothing is due
 * [product#home-primary].
 */
export function DueReviewCard({ dueShownElsewhere = false }: { dueShownElsewhere?: boolean }) {
  const query = useDueCounts();
  if (dueShownElsewhere && (query.isPending || (query.data?.due ?? 0) > 0)) return null;
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="card-due-review">
      <div className="flex items-start gap-3">
        <span className="hex flex size-12 shrink-0 items-center justify-center bg-honey-500">
          <CalendarClock className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="card-due-review" className="text-lg font-bold">
            Spaced Review
          </h2>
          <p className="text-sm text-muted">
            Questions come back just before you would forget them. Missed ones return sooner.
          </p>
        </div>
      </div>
      <QueryView
        query={query}
        loadingLabel="Loading your due questions"
        skeleton={
          <div className="flex flex-col gap-2">
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-11 w-full" />
          </div>
        }
        errorTitle="We couldn’t load your reviews."
      >
        {(counts) =>
          counts.due > 0 ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="tabular flex-1 text-xl font-extrabold whitespace-nowrap">
                Due today: {counts.due}
              </p>
              <Link to={paths.answer} state={dueState} className={buttonClasses('primary')}>
                <RotateCcw className="size-4" aria-hidden />
                Start Review
              </Link>
            </div>
          ) : (
            <p className="font-semibold">{nextReviewText(counts.nextDueAt)}</p>
          )
        }
      </QueryView>
    </Card>
  );
}
