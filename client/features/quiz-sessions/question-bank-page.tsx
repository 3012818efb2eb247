import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Hexagon, LogIn, PenLine, SlidersHorizontal } from 'lucide-react';
import type { DueCounts, QuestionStats } from '#shared/contract/stats.ts';
import { hiveMastery, type QuestionCounts } from '#shared/domain/question-bank.ts';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { AfterPaint } from '#client/lib/after-first-paint.tsx';
import { useSession } from '#client/lib/session.ts';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { paths } from '#client/lib/paths.ts';
import { type TopicQuestionCountState } from './components/navigation.ts';
import { CountBadges, ProgressSegments } from './components/counts.tsx';
import { TopicTile, type Topic } from './components/topic-tile.tsx';

/**
 * /question-bank: the progress panel and the topic grid, "Question Hive" [product#question-bank].
 */
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
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <div>
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-honey-700">Topic Quiz</p>
          {/* [product#custom-test]; its 44 px target overlaps the space around the line, so the
              bank keeps its two screens */}
          {session.data?.user && (
            <Link
              to={paths.buildTest}
              className="-my-3 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-honey-700 hover:bg-honey-100"
            >
              <SlidersHorizontal className="size-4" aria-hidden />
              Build a Test
            </Link>
          )}
        </div>
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
          <section aria-labelledby="topics-heading" className="flex flex-col gap-2">
            <h2 id="topics-heading" className="text-lg font-bold">
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
              <TopicGrid
                topics={query.data.topics}
                dueCount={dueCount}
                onKeepLearning={(topic) => startTopic(topic, true)}
                onComplete={setRedo}
              />
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

/**
 * The cells a phone shows above the fold (three rows of two) are drawn with the page; on the
 * document's first page, the rest six at a time, a part per frame (lib/after-first-paint.tsx).
 */
const cellsPerPart = 6;

interface TopicGridProps {
  topics: Topic[];
  dueCount: Map<number, number>;
  onKeepLearning: (topic: Topic) => void;
  onComplete: (topic: Topic) => void;
}

function TopicGrid(props: TopicGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <TopicCells {...props} from={0} />
    </ul>
  );
}

function TopicCells({ from, ...props }: TopicGridProps & { from: number }) {
  const { topics, dueCount, onKeepLearning, onComplete } = props;
  const next = from + cellsPerPart;
  return (
    <>
      {topics.slice(from, next).map((topic) => (
        <li key={topic.topicId} className="flex">
          <TopicTile
            topic={topic}
            due={dueCount.get(topic.topicId) ?? 0}
            onKeepLearning={() => onKeepLearning(topic)}
            onComplete={() => onComplete(topic)}
          />
        </li>
      ))}
      {next < topics.length && (
        <AfterPaint>
          <TopicCells {...props} from={next} />
        </AfterPaint>
      )}
    </>
  );
}

function ProgressPanel({ overall }: { overall: QuestionCounts }) {
  const mastery = hiveMastery(overall);
  return (
    <Card className="flex flex-col gap-3" aria-labelledby="bank-progress">
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
          <div className="text-xs">
            <CountBadges counts={overall} size="xs" />
          </div>
        </div>
      </div>
      <ProgressSegments counts={overall} />
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
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <div
            key={i}
            className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-white p-3"
          >
            <div className="flex items-center gap-2">
              <Skeleton className="hex size-9 shrink-0 rounded-none" />
              <Skeleton className="h-4 w-3/4" />
            </div>
            <Skeleton className="h-3 w-4/5" />
            <Skeleton className="h-1.5 w-full rounded-full" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
