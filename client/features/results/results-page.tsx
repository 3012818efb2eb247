// /results [product#results, #results-flow]: the finished quiz named by the navigation state's
// session id. Its result is the query cache entry /answer seeded on completion; after a reload it
// is fetched again (GET /api/quiz-sessions/:id/result, with a visitor's claim token from session
// storage). Opened with no quiz to show, it says "No quiz data found" and goes to the question
// bank; a quiz whose result cannot be loaded says "Failed to load results" and offers Retry. Next
// 10 [product#next-ten] reads the navigation state's review mode and the counts the route passes.
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
import type { ReviewMode } from '#shared/contract/quiz.ts';
import { insightLine } from './insight-line.ts';
import { nextQuiz, type NextQuizFacts } from './next-quiz.ts';
import type { ReviewActions } from './review-actions.ts';
import { QuizResultsView, type ResultsScreen } from './quiz-results-view.tsx';

const failedToLoad = 'Failed to load results';
const noQuizData = 'No quiz data found';

function sessionIdOf(state: unknown): string | undefined {
  const id = (state as Partial<ResultsState> | null)?.sessionId;
  return typeof id === 'string' ? id : undefined;
}

function reviewModeOf(state: unknown): ReviewMode | undefined {
  const mode = (state as Partial<ResultsState> | null)?.reviewMode;
  return mode === 'incorrect' || mode === 'correct' ? mode : undefined;
}

export function ResultsPage({
  reviewActions,
  facts = {},
}: {
  reviewActions?: ReviewActions;
  /** the counts Next 10 and the insight line read (the stats feature's), passed in by the route */
  facts?: NextQuizFacts;
}) {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const sessionId = sessionIdOf(state);
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
    const result = query.data;
    const screen: ResultsScreen = {
      kind: 'results',
      reviewActions,
      next: nextQuiz(result, reviewModeOf(state), facts),
      insightLine: result.isRevision || result.exam ? null : insightLine(result.results, facts.due),
    };
    return <QuizResultsView result={result} screen={screen} />;
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
