import { Link } from 'react-router';
import {
  BarChart3,
  CalendarDays,
  CircleAlert,
  CircleCheck,
  ClipboardCheck,
  Hexagon,
  History,
  Gauge,
  LineChart,
  ListChecks,
  Trophy,
  XCircle,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { StatsSummary } from '#shared/contract/stats.ts';
import { accuracyIsGood } from '#shared/domain/scoring.ts';
import { RecentActivity } from './recent-activity.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { cn } from '#client/lib/cn.ts';
import { useStatsSummary } from '../api/stats-summary.ts';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { DailyChart } from './daily-chart.tsx';
import { OverconfidenceList } from './overconfidence-list.tsx';
import { ExamHistoryList } from './exam-history.tsx';
import { TopicAccuracy } from './topic-accuracy.tsx';
import { WeeklyAccuracyChart } from './weekly-accuracy-chart.tsx';
import { paths } from '#client/lib/paths.ts';

/** /stats, "Your Statistics" [product#stats, #constants]. */
export function StatsPage() {
  const summary = useStatsSummary();
  useErrorToast(summary.errorUpdatedAt, summary.isError, 'Failed to load statistics');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <div>
        <p className="text-sm font-semibold text-honey-700">My Progress</p>
        <h1 className="text-3xl font-extrabold tracking-tight">Your Statistics</h1>
      </div>
      {summary.isPending ? (
        <StatsSkeleton />
      ) : summary.isError ? (
        <ErrorState
          title="We couldn’t load your statistics."
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : summary.data.answered === 0 && summary.data.quizzesCompleted === 0 ? (
        <EmptyState
          icon={BarChart3}
          title="No answers yet"
          text="Take a Quick 10 and your accuracy, topics and daily answers show up here."
          action={
            <Link to={paths.quick10} className={buttonClasses()}>
              <Zap className="size-4" aria-hidden />
              Start a Quick 10
            </Link>
          }
        />
      ) : (
        <Statistics data={summary.data} />
      )}
    </div>
  );
}

function Statistics({ data }: { data: StatsSummary }) {
  const good = accuracyIsGood(data.accuracy);
  return (
    <>
      <Card className="flex flex-col gap-5" role="region" aria-labelledby="accuracy-heading">
        <div className="flex items-center gap-4">
          <div
            className={cn(
              'hex flex size-24 shrink-0 flex-col items-center justify-center',
              good ? 'bg-ok-soft' : 'bg-honey-100',
            )}
          >
            <span className="tabular text-2xl leading-none font-extrabold">{data.accuracy}%</span>
            <span className="mt-1 text-[0.7rem] font-semibold text-muted">accuracy</span>
          </div>
          <div className="flex flex-col gap-1">
            <h2 id="accuracy-heading" className="text-lg font-bold">
              Accuracy
            </h2>
            <p className="tabular text-sm text-muted">
              {data.correct} correct of {data.answered} answered
            </p>
            {good ? (
              <p className="flex items-center gap-1.5 text-sm font-semibold text-ok">
                <CircleCheck className="size-4 shrink-0" aria-hidden />
                On track: 50% or more
              </p>
            ) : (
              <p className="flex items-center gap-1.5 text-sm font-semibold text-honey-700">
                <CircleAlert className="size-4 shrink-0" aria-hidden />
                Under 50%: start with your wrong answers
              </p>
            )}
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
          <Figure icon={ListChecks} label="Answered" value={data.answered} />
          <Figure icon={CircleCheck} label="Correct" value={data.correct} />
          <Figure icon={Hexagon} label="Nectar" value={data.points} />
          <Figure icon={Trophy} label="Quizzes completed" value={data.quizzesCompleted} />
        </dl>
        <div className="grid gap-2.5 sm:grid-cols-2">
          <Link to={paths.allAnsweredQuestions} className={buttonClasses('secondary')}>
            <ListChecks className="size-4" aria-hidden />
            All Answered Questions
          </Link>
          <Link to={paths.wrongAnswers} className={buttonClasses('secondary')}>
            <XCircle className="size-4" aria-hidden />
            Wrong Answers
            {data.wrongAnswersToReview > 0 && (
              <span className="tabular rounded-full bg-bad-soft px-2 text-sm text-bad">
                {data.wrongAnswersToReview}
              </span>
            )}
          </Link>
        </div>
      </Card>

      <Section icon={CalendarDays} id="last-30-days" title="Last 30 days">
        <DailyChart days={data.daily} />
      </Section>

      <Section icon={BarChart3} id="topic-accuracy" title="Accuracy by topic">
        <p className="-mt-1 mb-1 text-sm text-muted">Weakest first: that’s where the nectar is.</p>
        <TopicAccuracy topics={data.topics} />
      </Section>

      <Section icon={LineChart} id="weekly-accuracy" title="Weekly accuracy by topic">
        <p className="-mt-1 mb-1 text-sm text-muted">
          The last 8 weeks, Monday to Sunday. The dashed line is 50%.
        </p>
        <WeeklyAccuracyChart />
      </Section>

      <Section icon={Gauge} id="overconfidence" title="Over-confidence">
        <p className="-mt-1 mb-1 text-sm text-muted">
          How often an answer you were sure of was wrong, by topic.
        </p>
        <OverconfidenceList />
      </Section>

      <Section icon={ClipboardCheck} id="exam-history" title="Exam history">
        <ExamHistoryList />
      </Section>

      <Section icon={History} id="stats-recent-activity" title="Recent Activity">
        <RecentActivity limit={5} dateAfterDays={7} />
      </Section>
    </>
  );
}

function Figure({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number }) {
  return (
    <div className="flex flex-col justify-between gap-0.5 rounded-xl bg-honey-100/60 p-3">
      <dt className="flex items-center gap-1.5 text-xs font-semibold text-muted">
        <Icon className="size-3.5 text-honey-700" aria-hidden />
        {label}
      </dt>
      <dd className="tabular text-2xl font-extrabold">{value.toLocaleString('en-NZ')}</dd>
    </div>
  );
}

function Section({
  icon: Icon,
  id,
  title,
  children,
}: {
  icon: LucideIcon;
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-3" role="region" aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
        <Icon className="size-5 text-honey-700" aria-hidden />
        {title}
      </h2>
      {children}
    </Card>
  );
}

function StatsSkeleton() {
  return (
    <div className="flex flex-col gap-5">
      <span className="sr-only" role="status">
        Loading statistics
      </span>
      <div className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-line bg-white p-5">
        <div className="flex items-center gap-4">
          <Skeleton className="hex size-24 rounded-none" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-28 w-full" />
      </div>
    </div>
  );
}
