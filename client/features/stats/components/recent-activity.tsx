import { Link } from 'react-router';
import { History, Share2, Zap } from 'lucide-react';
import type { ActivityItem } from '#shared/contract/stats.ts';
import { relativeTime } from '#shared/domain/relative-time.ts';
import { useRecentActivity } from '../api/recent-activity.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { QueryView } from '#client/components/ui/query-view.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState } from '#client/components/ui/states.tsx';
import { paths } from '#client/lib/paths.ts';

/**
 * Recent Activity: the latest completed quizzes and shared-quiz attempts. Both My
 * Progress and the statistics page show 5: relative times, and on the statistics page dates
 * after 7 days.
 */
export function RecentActivity({
  limit,
  dateAfterDays,
}: {
  limit: number;
  dateAfterDays?: number;
}) {
  const query = useRecentActivity(limit);

  return (
    <QueryView
      query={query}
      skeleton={
        <ul className="flex flex-col divide-y divide-line" aria-hidden>
          {Array.from({ length: Math.min(limit, 3) }, (_, i) => (
            <li key={i} className="flex items-center gap-3 py-3">
              <Skeleton className="hex size-10 rounded-none" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-2/5" />
                <Skeleton className="h-3 w-3/5" />
              </div>
              <Skeleton className="h-6 w-12 rounded-full" />
            </li>
          ))}
        </ul>
      }
      errorTitle="We couldn’t load your recent activity."
    >
      {(items) => <ActivityList items={items} limit={limit} dateAfterDays={dateAfterDays} />}
    </QueryView>
  );
}

function ActivityList({
  items,
  limit,
  dateAfterDays,
}: {
  items: ActivityItem[];
  limit: number;
  dateAfterDays: number | undefined;
}) {
  if (items.length === 0) {
    return (
      <EmptyState
        icon={History}
        title="No quizzes yet"
        text="Finish a quiz and it shows up here."
        action={
          <Link to={paths.quick10} className={buttonClasses()}>
            <Zap className="size-4" aria-hidden />
            Start a Quick 10
          </Link>
        }
      />
    );
  }
  const now = new Date();
  return (
    <ul className="flex flex-col divide-y divide-line">
      {items.slice(0, limit).map((item) => (
        <ActivityRow key={item.id} item={item} now={now} dateAfterDays={dateAfterDays} />
      ))}
    </ul>
  );
}

function ActivityRow({
  item,
  now,
  dateAfterDays,
}: {
  item: ActivityItem;
  now: Date;
  dateAfterDays: number | undefined;
}) {
  const Icon = item.kind === 'shared-quiz' ? Share2 : Zap;
  const when = relativeTime(item.completedAt, now, dateAfterDays ? { dateAfterDays } : {});
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="hex flex size-10 shrink-0 items-center justify-center bg-honey-100 text-honey-700">
        <Icon className="size-4.5" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">
          {item.title}
          {item.kind === 'shared-quiz' && <span className="sr-only"> (shared quiz)</span>}
        </p>
        <p className="tabular text-sm text-muted">
          {item.correct}/{item.total} correct
          {item.pointsEarned > 0 && <> · +{item.pointsEarned} nectar</>} ·{' '}
          <time dateTime={item.completedAt} title={new Date(item.completedAt).toLocaleString()}>
            {when}
          </time>
        </p>
      </div>
      <span className="tabular shrink-0 rounded-full bg-honey-100 px-2.5 py-1 text-sm font-bold">
        {item.scorePercentage}%
      </span>
    </li>
  );
}
