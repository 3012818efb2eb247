import { Link } from 'react-router';
import { Hexagon, Trophy, Zap } from 'lucide-react';
import type { RegionalStat } from '#shared/contract/stats.ts';
import { regionalHoneyPots } from '#shared/domain/honey.ts';
import { topRegions } from '#shared/domain/regions.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { QueryView } from '#client/components/ui/query-view.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { formatCount } from '#client/lib/format-count.ts';
import { useRegionalStats } from '../api/regional-stats.ts';
import { paths } from '#client/lib/paths.ts';

/**
 * The landing page's Regional Leaderboard: the top 5 regions with points above 0, each with
 * points, questions answered, questions written and honey pots at 100 points each
 * [product#regional-leaderboard, #nectar-and-honey-pots].
 */
export function RegionalLeaderboard() {
  const query = useRegionalStats();
  return (
    <section aria-labelledby="regional-leaderboard" className="flex flex-col gap-3">
      <h2 id="regional-leaderboard" className="flex items-center gap-2 text-xl font-bold">
        <Trophy className="size-5 text-honey-700" aria-hidden />
        Regional Leaderboard
      </h2>
      <QueryView
        query={query}
        skeleton={<LeaderboardSkeleton />}
        errorTitle="We couldn’t load the leaderboard."
      >
        {(stats) => <Board rows={topRegions(stats)} />}
      </QueryView>
    </section>
  );
}

function Board({ rows }: { rows: RegionalStat[] }) {
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-honey-300 bg-white/70 p-6 text-center">
        <div>
          <p className="font-semibold">No nectar on the board yet.</p>
          <p className="text-sm text-muted">Answer a question and put your region on the map.</p>
        </div>
        <Link to={paths.quick10} className={buttonClasses('secondary')}>
          <Zap className="size-4" aria-hidden />
          Try a Quick 10
        </Link>
      </div>
    );
  }
  return (
    <ol className="flex flex-col gap-2" aria-label="Top regions by nectar">
      {rows.map((row, index) => {
        const pots = regionalHoneyPots(row.totalPoints);
        return (
          <li
            key={row.region}
            className={cn(
              'flex items-center gap-3 rounded-2xl border p-3 shadow-[var(--shadow-card)]',
              index === 0 ? 'border-honey-300 bg-honey-100' : 'border-line bg-white',
            )}
          >
            <span
              className={cn(
                'hex tabular flex size-10 shrink-0 items-center justify-center font-extrabold',
                index === 0 ? 'bg-honey-500' : 'bg-honey-100 text-honey-700',
              )}
            >
              <span className="sr-only">Rank </span>
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-bold">{row.region}</p>
              <p className="tabular flex flex-wrap gap-x-3 text-sm text-muted">
                <span className="whitespace-nowrap">
                  {formatCount(row.questionsAnswered)} answered
                </span>
                <span className="whitespace-nowrap">
                  {formatCount(row.questionsWritten)} written
                </span>
                <span className="flex items-center gap-1 whitespace-nowrap text-honey-700">
                  <Hexagon className="size-3.5 fill-honey-500 text-honey-600" aria-hidden />
                  {pots} {pots === 1 ? 'honey pot' : 'honey pots'}
                </span>
              </p>
            </div>
            <p className="tabular shrink-0 text-right text-lg leading-tight font-extrabold">
              {formatCount(row.totalPoints)}
              <span className="block text-xs font-semibold text-muted">points</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

function LeaderboardSkeleton() {
  return (
    <ol className="flex flex-col gap-2" aria-hidden>
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex items-center gap-3 rounded-2xl border border-line bg-white p-3">
          <Skeleton className="hex size-10 rounded-none" />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/2" />
          </div>
          <Skeleton className="h-8 w-16" />
        </li>
      ))}
    </ol>
  );
}
