import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronRight, CircleCheck, CircleDashed, ListChecks, Target, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StatsSummary } from '#shared/contract/stats.ts';
import { accuracyIsGood } from '#shared/domain/scoring.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';

/**
 * Questions Answered, Wrong Answers and Accuracy Rate, each leading to its page
 * [product#my-progress].
 */
export function ProgressTiles({ summary }: { summary: UseQueryResult<StatsSummary> }) {
  if (summary.isError) {
    return (
      <ErrorState
        title="We couldn’t load your figures."
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  const data = summary.data;
  const good = data ? accuracyIsGood(data.accuracy) : false;
  return (
    <ul className="grid grid-cols-3 gap-2.5 sm:gap-4" aria-busy={summary.isPending}>
      <Tile
        to={paths.allAnsweredQuestions}
        icon={<ListChecks className="size-5" aria-hidden />}
        value={data?.answered}
        label="Questions Answered"
      />
      <Tile
        to={paths.wrongAnswers}
        icon={<XCircle className="size-5" aria-hidden />}
        value={data?.wrongAnswersToReview}
        label="Wrong Answers"
      />
      <Tile
        to={paths.stats}
        icon={<Target className="size-5" aria-hidden />}
        value={data ? `${data.accuracy}%` : undefined}
        label="Accuracy Rate"
        note={
          data &&
          (good ? (
            <span className="flex items-center gap-1 text-ok">
              <CircleCheck className="size-3.5 shrink-0" aria-hidden />
              On track
            </span>
          ) : (
            <span className="flex items-center gap-1 text-muted">
              <CircleDashed className="size-3.5 shrink-0" aria-hidden />
              {data.answered === 0 ? 'None yet' : 'Under 50%'}
            </span>
          ))
        }
      />
    </ul>
  );
}

function Tile({
  to,
  icon,
  value,
  label,
  note,
}: {
  to: string;
  icon: ReactNode;
  value: number | string | undefined;
  label: string;
  note?: ReactNode;
}) {
  return (
    <li className="flex">
      <Link
        to={to}
        className={cn(
          'group flex w-full flex-col gap-1.5 rounded-[var(--radius-card)] border border-line bg-white p-3 shadow-[var(--shadow-card)] transition-colors hover:border-honey-300 hover:bg-honey-100/50 sm:p-4',
        )}
      >
        <span className="flex items-center justify-between">
          <span className="hex flex size-9 items-center justify-center bg-honey-100 text-honey-700">
            {icon}
          </span>
          <ChevronRight
            className="size-4 text-muted transition-transform group-hover:translate-x-0.5"
            aria-hidden
          />
        </span>
        {value === undefined ? (
          <Skeleton className="h-8 w-12" />
        ) : (
          <span className="tabular text-2xl font-extrabold sm:text-3xl">{value}</span>
        )}
        <span className="text-xs leading-tight font-semibold text-muted sm:text-sm">{label}</span>
        {note && <span className="text-xs font-semibold">{note}</span>}
      </Link>
    </li>
  );
}
