// /flags/:flagId: one flag's conversation, for its flagger (from the bell) and the question's
// author (ADR 039). Anyone else gets the server's 404, shown as "not found".
import { Link, useParams } from 'react-router';
import { Flag } from 'lucide-react';
import { ApiError } from '#client/lib/api-client.ts';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { paths } from '#client/lib/paths.ts';
import { useFlagThread } from '../api/flag-thread.ts';
import { FlagStatus, FlagThreadView } from './flag-thread.tsx';

export function FlagThreadPage() {
  const { flagId = '' } = useParams();
  const thread = useFlagThread(flagId);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-5 sm:py-8">
      <h1 className="text-2xl font-extrabold tracking-tight">Flag conversation</h1>
      {thread.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <p role="status" className="sr-only">
            Loading the conversation
          </p>
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : thread.isError ? (
        thread.error instanceof ApiError && thread.error.status === 404 ? (
          <EmptyState
            icon={Flag}
            title="This flag was not found"
            text="Only the trainee who flagged a question and its author can see the conversation."
            action={
              <Link to={paths.learn} className={buttonClasses('primary', 'md')}>
                Back to Learn
              </Link>
            }
          />
        ) : (
          <ErrorState
            title="The conversation could not be loaded"
            onRetry={() => void thread.refetch()}
            retrying={thread.isFetching}
          />
        )
      ) : (
        <article className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:p-5">
          <div className="flex flex-wrap items-center gap-2">
            <FlagStatus status={thread.data.flag.status} />
            {thread.data.flag.status === 'fixed' && (
              <span className="text-sm text-muted">The author updated the question.</span>
            )}
          </div>
          <p className="leading-relaxed font-semibold">“{thread.data.flag.questionText}”</p>
          <FlagThreadView thread={thread.data} />
        </article>
      )}
    </div>
  );
}
