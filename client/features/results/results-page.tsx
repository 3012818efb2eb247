// /results [product#results, #results-flow]: the finished quiz named by the navigation state's
// session id. Its result is the query cache entry /answer seeded on completion; after a reload it
// is fetched again (GET /api/quiz-sessions/:id/result, with a visitor's claim token from session
// storage). Opened with no quiz to show, it says "No quiz data found" and goes to the question
// bank; a quiz whose result cannot be loaded says "Failed to load results" and offers Retry.
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { QuizPageShell } from '#client/components/quiz-page.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths, type ResultsState } from '#client/lib/paths.ts';
import { useQuizResult } from '#client/lib/quiz-session/quiz-result.ts';
import type { ReviewActions } from './review-actions.ts';
import { QuizResultsView } from './quiz-results-view.tsx';

const failedToLoad = 'Failed to load results';
const noQuizData = 'No quiz data found';

function sessionIdOf(state: unknown): string | undefined {
  const id = (state as Partial<ResultsState> | null)?.sessionId;
  return typeof id === 'string' ? id : undefined;
}

export function ResultsPage({ reviewActions }: { reviewActions?: ReviewActions }) {
  const navigate = useNavigate();
  const sessionId = sessionIdOf(useLocation().state);
  const query = useQuizResult(sessionId);

  useEffect(() => {
    if (sessionId) return;
    toast.error(noQuizData, { id: noQuizData });
    void navigate(paths.questionBank, { replace: true });
  }, [sessionId, navigate]);

  useEffect(() => {
    if (query.isError) toast.error(failedToLoad, { id: failedToLoad });
  }, [query.isError, query.errorUpdatedAt]);

  if (query.data) {
    return <QuizResultsView result={query.data} screen={{ kind: 'results', reviewActions }} />;
  }
  if (!sessionId || !query.isError) return <ResultsSkeleton />;
  return (
    <QuizPageShell className="min-h-[60dvh] justify-center">
      <h1 className="sr-only">Results</h1>
      <ErrorState
        title={failedToLoad}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
      <Link to={paths.questionBank} className={cn(buttonClasses('secondary'), 'self-center')}>
        Back to Question Bank
      </Link>
    </QuizPageShell>
  );
}

function ResultsSkeleton() {
  return (
    <QuizPageShell>
      <p role="status" className="sr-only">
        Loading results
      </p>
      <div className="flex flex-col items-center gap-3" aria-hidden>
        <Skeleton className="hex size-20" />
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-6 w-36" />
      </div>
      <div className="grid grid-cols-3 gap-3" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </QuizPageShell>
  );
}
