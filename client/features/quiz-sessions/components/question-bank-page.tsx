import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, CalendarClock, Clock, Hexagon, LogIn, PenLine } from 'lucide-react';
import type { DueCounts, QuestionStats } from '#shared/contract/stats.ts';
import {
  hiveMastery,
  topicButtonLabels,
  topicButtonState,
  type QuestionCounts,
} from '#shared/domain/question-bank.ts';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { type TopicQuestionCountState } from '../navigation.ts';
import { useSession } from '#client/lib/session.ts';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { CountBadges, ProgressSegments } from './counts.tsx';
import { paths } from '#client/lib/paths.ts';

type Topic = QuestionStats['topics'][number];

/** /question-bank: the progress panel and the topic grid, "Question Hive" [000 §2]. */
/**
 * `stats` is the stats feature's question counts query; app/routes/question-bank.tsx passes it,
 * and for a signed-in user the due count per topic (absent while it loads or if it failed: the
 * cards then show no due line).
 */
export function QuestionBankPage({
  stats: query,
  dueByTopic,
}: {
  stats: UseQueryResult<QuestionStats>;
  dueByTopic?: DueCounts['topics'] | undefined;
}) {
  const dueCount = new Map(dueByTopic?.map((t) => [t.topicId, t.due]));
  const session = useSession();
  const navigate = useNavigate();
  const [redo, setRedo] = useState<Topic | null>(null);
  useErrorToast(query.errorUpdatedAt, query.isError, 'Failed to load topics');

  const startTopic = (topic: Topic, excludeCorrect: boolean) => {
    const state: TopicQuestionCountState = {
      topicId: topic.topicId,
      topicName: topic.topicName,
      excludeCorrect,
    };
    void navigate(paths.topicQuestionCount, { state });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <div>
        <p className="text-sm font-semibold text-honey-700">Topic Quiz</p>
        <h1 className="text-3xl font-extrabold tracking-tight">Question Hive</h1>
        <p className="mt-1 text-muted">
          Pick a topic and work through its cells. New and missed questions come first.
        </p>
      </div>

      {!session.data?.user && (
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-honey-300 bg-honey-100/60 p-4">
          <p className="min-w-48 flex-1 text-sm">
            You’re browsing as a visitor, so every question shows as new. Sign in to keep your
            progress and earn nectar.
          </p>
          <Link to={paths.signIn} className={buttonClasses('dark')}>
            <LogIn className="size-4" aria-hidden />
            Sign In
          </Link>
        </div>
      )}

      {query.isPending ? (
        <BankSkeleton />
      ) : query.isError ? (
        <ErrorState
          title="We couldn’t load the topics."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <ProgressPanel overall={query.data.overall} />
          <section aria-labelledby="topics-heading" className="flex flex-col gap-3">
            <h2 id="topics-heading" className="text-xl font-bold">
              Topics
            </h2>
            {query.data.topics.length === 0 ? (
              <EmptyState
                icon={Hexagon}
                title="The hive has no topics yet"
                text="Write the first question and start filling it."
                action={
                  <Link to={paths.writeQuestion} className={buttonClasses()}>
                    <PenLine className="size-4" aria-hidden />
                    Write a Question
                  </Link>
                }
              />
            ) : (
              <ul className="grid gap-3 sm:grid-cols-2">
                {query.data.topics.map((topic) => (
                  <li key={topic.topicId} className="flex">
                    <TopicCard
                      topic={topic}
                      due={dueCount.get(topic.topicId) ?? 0}
                      onKeepLearning={() => startTopic(topic, true)}
                      onComplete={() => setRedo(topic)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      <Dialog
        open={redo !== null}
        onOpenChange={(open) => !open && setRedo(null)}
        title="Redo this topic?"
        description={
          redo
            ? `You’ve answered every ${redo.topicName} question correctly. Go through them again? Redoing keeps them fresh but earns no new nectar.`
            : undefined
        }
      >
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" onClick={() => setRedo(null)}>
            No
          </Button>
          <Button onClick={() => redo && startTopic(redo, false)}>Yes</Button>
        </div>
      </Dialog>
    </div>
  );
}

function ProgressPanel({ overall }: { overall: QuestionCounts }) {
  const mastery = hiveMastery(overall);
  return (
    <Card className="flex flex-col gap-4" aria-labelledby="bank-progress">
      <h2 id="bank-progress" className="sr-only">
        Your progress
      </h2>
      <div className="flex items-center gap-4">
        <div className="hex flex size-24 shrink-0 flex-col items-center justify-center bg-honey-500">
          <span className="tabular text-2xl leading-none font-extrabold">{mastery}%</span>
          <span className="mt-1 text-[0.7rem] font-semibold">hive mastery</span>
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm text-muted">
            <span className="tabular block text-3xl font-extrabold text-ink">
              {overall.totalQuestions}
            </span>
            questions in the bank
          </p>
          <p className="tabular text-sm font-semibold">
            {overall.correctQuestions} of {overall.totalQuestions} mastered
          </p>
        </div>
      </div>
      <CountBadges counts={overall} size="sm" />
      <ProgressSegments counts={overall} />
    </Card>
  );
}

function TopicCard({
  topic,
  due,
  onKeepLearning,
  onComplete,
}: {
  topic: Topic;
  /** questions of this topic due for spaced review today */
  due: number;
  onKeepLearning: () => void;
  onComplete: () => void;
}) {
  const headingId = useId();
  const state = topicButtonState(topic);
  const label = topicButtonLabels[state];
  const total = topic.totalQuestions;
  return (
    <Card className="flex w-full flex-col gap-3 p-4" role="article" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <span
          className={
            'hex tabular flex size-12 shrink-0 items-center justify-center text-lg font-extrabold ' +
            (total === 0 ? 'bg-comb text-muted' : 'bg-honey-500')
          }
          aria-hidden
        >
          {total}
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="leading-snug font-bold">
            {topic.topicName}
          </h3>
          <p className="tabular text-sm text-muted">
            {total} {total === 1 ? 'question' : 'questions'}
            {total > 0 && <> · {hiveMastery(topic)}% mastered</>}
          </p>
          {due > 0 && (
            <p className="tabular mt-1 inline-flex items-center gap-1 rounded-full bg-honey-100 px-2 py-0.5 text-xs font-semibold text-honey-700">
              <CalendarClock className="size-3.5" aria-hidden />
              {due} due today
            </p>
          )}
        </div>
      </div>
      {total > 0 && (
        <>
          <ProgressSegments counts={topic} />
          <CountBadges counts={topic} size="sm" />
        </>
      )}
      <div className="mt-auto pt-1">
        {state === 'coming-soon' ? (
          <Button variant="secondary" className="w-full" disabled aria-describedby={headingId}>
            <Clock className="size-4" aria-hidden />
            {label}
          </Button>
        ) : state === 'keep-learning' ? (
          <Button className="w-full" onClick={onKeepLearning} aria-describedby={headingId}>
            {label}
            <ArrowRight className="size-4" aria-hidden />
          </Button>
        ) : (
          <Button
            variant="success"
            className="w-full"
            onClick={onComplete}
            aria-describedby={headingId}
            aria-haspopup="dialog"
          >
            <Hexagon className="size-4 fill-current" aria-hidden />
            {label}
          </Button>
        )}
      </div>
    </Card>
  );
}

function BankSkeleton() {
  return (
    <div className="flex flex-col gap-5">
      <span className="sr-only" role="status">
        Loading topics
      </span>
      <div className="flex items-center gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
        <Skeleton className="hex size-24 rounded-none" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-6 w-full" />
        </div>
      </div>
      <Skeleton className="h-6 w-24" />
      <div className="grid gap-3 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <div
            key={i}
            className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4"
          >
            <div className="flex gap-3">
              <Skeleton className="hex size-12 rounded-none" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-4 w-3/5" />
                <Skeleton className="h-3 w-2/5" />
              </div>
            </div>
            <Skeleton className="h-2.5 w-full rounded-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
