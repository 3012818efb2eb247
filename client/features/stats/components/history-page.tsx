import type { ComponentType, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { ArrowLeft, RotateCcw, Zap, type LucideIcon } from 'lucide-react';
import type { HistoryPage as Page } from '#shared/contract/stats.ts';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { useErrorToast } from '#client/lib/use-error-toast.ts';
import { useAnswerHistory } from '../api/answer-history.ts';
import { useWrongAnswerHistory } from '../api/wrong-answer-history.ts';
import { HistoryItem } from './history-item.tsx';
import { paths, type AnswerState } from '#client/lib/paths.ts';

/** The discussion feature's ratings and thread under each answer (ADR 038) and the saved
 * feature's Save button (ADR 033), passed in by app/routes/history.tsx: this feature may not
 * import them. */
type Discuss = ComponentType<{ questionId: string }>;
type Save = ComponentType<{ questionId: string }>;

/** /all-answered-questions: every answer, newest first. */
export function AnsweredQuestionsPage({ discuss, save }: { discuss?: Discuss; save?: Save }) {
  return (
    <HistoryScreen
      query={useAnswerHistory()}
      discuss={discuss}
      save={save}
      title="Answered Questions"
      intro="Every question you’ve answered, newest first, with the explanation."
      failedToast="Failed to load answered questions"
      empty={{
        icon: Zap,
        title: 'You haven’t answered any questions yet',
        text: 'Take a Quick 10: each question lands here with its explanation.',
      }}
    />
  );
}

/** /wrong-answers: questions last answered wrongly, with a way to retry them. */
export function WrongAnswersPage({ discuss, save }: { discuss?: Discuss; save?: Save }) {
  const navigate = useNavigate();
  const query = useWrongAnswerHistory();
  const hasItems = (query.data?.pages[0]?.items.length ?? 0) > 0;
  return (
    <HistoryScreen
      query={query}
      discuss={discuss}
      save={save}
      title="Wrong Answers"
      intro="Questions you last answered wrongly. Get one right and it leaves this list."
      failedToast="Failed to load wrong answers"
      empty={{
        icon: RotateCcw,
        title: 'No wrong answers to review',
        text: 'Nothing to review right now. Questions you miss land here, so you can come back to them.',
      }}
      action={
        hasItems ? (
          <Button
            onClick={() => {
              const state: AnswerState = { type: 'quick', reviewMode: 'incorrect' };
              void navigate(paths.answer, { state });
            }}
          >
            <RotateCcw className="size-4" aria-hidden />
            Retry Wrong Answers
          </Button>
        ) : null
      }
    />
  );
}

function HistoryScreen({
  query,
  title,
  intro,
  failedToast,
  empty,
  action,
  discuss,
  save,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page>>;
  title: string;
  intro: string;
  failedToast: string;
  empty: { icon: LucideIcon; title: string; text: string };
  action?: ReactNode;
  discuss: Discuss | undefined;
  save: Save | undefined;
}) {
  // A failed "Load more" keeps the pages already shown; only the first page replaces the list.
  const failedFirstPage = query.isError && !query.data;
  useErrorToast(query.errorUpdatedAt, query.isError, failedToast);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <div className="flex flex-col gap-3">
        <Link
          to={paths.myProgress}
          className="-ml-2 inline-flex min-h-11 w-fit items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-honey-700 hover:bg-honey-100"
        >
          <ArrowLeft className="size-4" aria-hidden />
          My Progress
        </Link>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          <p className="mt-1 text-muted">{intro}</p>
        </div>
        {action}
      </div>

      {query.isPending ? (
        <HistorySkeleton />
      ) : failedFirstPage ? (
        <ErrorState
          title={`We couldn’t load your ${title.toLowerCase()}.`}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          text={empty.text}
          action={
            <Link to={paths.quick10} className={buttonClasses()}>
              <Zap className="size-4" aria-hidden />
              Start a Quick 10
            </Link>
          }
        />
      ) : (
        <>
          <ul className="flex flex-col gap-4">
            {items.map((item) => (
              <li key={item.id}>
                <HistoryItem item={item} now={now} Discuss={discuss} Save={save} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void query.fetchNextPage()}
              disabled={query.isFetchingNextPage}
            >
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          ) : (
            <p className="text-center text-sm text-muted">That’s all {items.length} of them.</p>
          )}
          {query.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm text-bad">
              Couldn’t load more. Try again.
            </p>
          )}
        </>
      )}
    </div>
  );
}

function HistorySkeleton() {
  return (
    <>
      <span className="sr-only" role="status">
        Loading
      </span>
      <ul className="flex flex-col gap-4" aria-hidden>
        {Array.from({ length: 3 }, (_, i) => (
          <li
            key={i}
            className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4"
          >
            <div className="flex justify-between">
              <Skeleton className="h-6 w-24 rounded-full" />
              <Skeleton className="h-4 w-20" />
            </div>
            <Skeleton className="h-5 w-4/5" />
            {Array.from({ length: 4 }, (_, j) => (
              <Skeleton key={j} className="h-10 w-full rounded-xl" />
            ))}
          </li>
        ))}
      </ul>
    </>
  );
}
