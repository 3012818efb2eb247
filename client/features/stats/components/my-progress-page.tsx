import { Link } from 'react-router';
import { BarChart3, History } from 'lucide-react';
import { HoneyMeter } from '#client/components/honey-meter.tsx';
import { RecentActivity } from './recent-activity.tsx';
import { ScoringExplainer } from '#client/components/scoring-explainer.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { PageLoading } from '#client/components/ui/spinner.tsx';
import { useSession } from '#client/lib/session.ts';
import { useStatsSummary } from '../api/stats-summary.ts';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { ClassRanking } from './class-ranking.tsx';
import { ProgressTiles } from './progress-tiles.tsx';
import { FocusTopicsCard } from './focus-topics-card.tsx';
import { RegionalStats } from './regional-stats.tsx';
import { SavedQuestionsCard } from './saved-questions-card.tsx';
import { paths } from '#client/lib/paths.ts';

/**
 * /my-progress [product#my-progress]: the meter and scoring explainer, three tiles, the focus
 * topics (ADR 034), the way to Saved Questions (ADR 033), Your Class, Regional Stats and the five
 * most recent quizzes.
 */
export function MyProgressPage() {
  const profile = useSession().data?.profile;
  const summary = useStatsSummary();
  useErrorToast(summary.errorUpdatedAt, summary.isError, 'Failed to load statistics');
  if (!profile) return <PageLoading />;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <div>
        <p className="text-sm font-semibold text-honey-700">
          {profile.gpepClass} · GPEP1 {profile.gpepYear}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight">My Progress</h1>
      </div>

      <Card className="flex flex-col gap-4">
        <h2 className="text-lg font-bold">Your nectar</h2>
        {/* The summary is read fresh on every visit; the session may predate the last quiz. */}
        <HoneyMeter points={summary.data?.points ?? profile.points} />
        <ScoringExplainer />
      </Card>

      <ProgressTiles summary={summary} />

      <FocusTopicsCard />

      <SavedQuestionsCard />

      {/* grid-cols-1 (minmax(0, 1fr)): a lone auto column grew to the widest ranking row and
          scrolled sideways with text at 200% (WCAG 1.4.4) */}
      <div className="grid grid-cols-1 items-start gap-5 md:grid-cols-2">
        <ClassRanking />
        <RegionalStats myRegion={profile.gpepClass} />
      </div>

      <Card className="flex flex-col gap-2" role="region" aria-labelledby="recent-activity">
        <div className="flex items-center justify-between gap-2">
          <h2 id="recent-activity" className="flex items-center gap-2 text-lg font-bold">
            <History className="size-5 text-honey-700" aria-hidden />
            Recent Activity
          </h2>
        </div>
        <RecentActivity limit={5} />
        <Link to={paths.stats} className={buttonClasses('secondary') + ' mt-2'}>
          <BarChart3 className="size-4" aria-hidden />
          View All Stats
        </Link>
      </Card>
    </div>
  );
}
