import { MapPin } from 'lucide-react';
import { gpepClasses } from '#shared/contract/gpep.ts';
import type { RegionalStat } from '#shared/contract/stats.ts';
import { withAllRegions } from '#shared/domain/regions.ts';
import { Card } from '#client/components/ui/card.tsx';
import { QueryView } from '#client/components/ui/query-view.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import { useRegionalStats } from '../api/regional-stats.ts';

/** Regional Stats: every region by points, in a scrollable list [product#my-progress]. */
export function RegionalStats({ myRegion }: { myRegion: string | null }) {
  const query = useRegionalStats();
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby="regional-stats">
      <div>
        <h2 id="regional-stats" className="flex items-center gap-2 text-lg font-bold">
          <MapPin className="size-5 text-honey-700" aria-hidden />
          Regional Stats
        </h2>
        <p className="text-sm text-muted">Nectar, answers and questions written per region.</p>
      </div>
      <QueryView
        query={query}
        skeleton={
          <ol className="flex flex-col gap-2" aria-hidden>
            {Array.from({ length: 5 }, (_, i) => (
              <li key={i} className="flex items-center gap-3 py-1">
                <Skeleton className="h-4 w-6" />
                <div className="flex flex-1 flex-col gap-1">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
                <Skeleton className="h-4 w-12" />
              </li>
            ))}
          </ol>
        }
        errorTitle="We couldn’t load the regions."
      >
        {(stats) => <RegionList rows={withAllRegions(stats, gpepClasses)} myRegion={myRegion} />}
      </QueryView>
    </Card>
  );
}

function RegionList({ rows, myRegion }: { rows: RegionalStat[]; myRegion: string | null }) {
  return (
    // Focusable so keyboard users can scroll it too.
    <ol
      tabIndex={0}
      aria-label="Regions by nectar"
      className="-mx-2 flex max-h-80 flex-col gap-1 overflow-y-auto px-2"
    >
      {rows.map((row, index) => {
        const mine = row.region === myRegion;
        return (
          <li
            key={row.region}
            className={cn(
              'flex min-h-11 shrink-0 items-center gap-3 rounded-xl px-2 py-1.5',
              mine && 'bg-honey-100 ring-1 ring-honey-300',
            )}
          >
            <span className="tabular w-6 shrink-0 text-right text-sm font-bold text-muted">
              <span className="sr-only">Rank </span>
              {index + 1}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{row.region}</span>
              <span className="tabular flex flex-wrap gap-x-2.5 text-xs text-muted">
                {mine && (
                  <span className="font-bold whitespace-nowrap text-honey-700">Your region</span>
                )}
                <span className="whitespace-nowrap">
                  {row.questionsAnswered.toLocaleString('en-NZ')} answered
                </span>
                <span className="whitespace-nowrap">
                  {row.questionsWritten.toLocaleString('en-NZ')} written
                </span>
              </span>
            </span>
            <span className="tabular shrink-0 font-bold">
              {row.totalPoints.toLocaleString('en-NZ')}
              <span className="ml-1 text-xs font-semibold text-muted">points</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
