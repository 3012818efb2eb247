// /results [000 §2, §4]: the score, Performance Insights, "Review Your Answers" and the reward
// pop-up. The result arrives in navigation state; a reload reads it from session storage or
// asks the server again (GET /api/quiz-sessions/:id/result).
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { toast } from 'sonner';
import {
  ArrowUp,
  BookOpen,
  CircleCheck,
  CircleX,
  Hexagon,
  Lightbulb,
  ListChecks,
  PenLine,
  Repeat,
  Trophy,
  UserPlus,
} from 'lucide-react';
import { quizResultSchema, type QuizResult } from '#shared/contract/quiz.ts';
import {
  performanceLevel,
  performanceMessages,
  revisionMessage,
  rewardPopup,
} from '#shared/domain/scoring.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';
import { useSession } from '#client/lib/session.ts';
import { useQuizResult } from '../api/quiz-result.ts';
import { loadResult, markRewardShown, rewardAlreadyShown, saveResult } from '../quiz-storage.ts';
import type { StoredResult } from '../quiz-storage.ts';
import { QuizPageShell, StatTile } from './bits.tsx';
import { ReviewItem } from './review-item.tsx';
import { RewardPopup } from './reward-popup.tsx';

const failedToLoad = 'Failed to load results';

/** Two secondary actions side by side on a 360 px phone: tighter padding, one line each. */
const secondaryTight =
  'inline-flex min-h-12 items-center justify-center gap-1.5 rounded-xl border border-line bg-white px-2 font-semibold whitespace-nowrap text-ink transition-colors hover:bg-honey-100';

/** The result handed over by /answer, or the one this tab stored, or null. */
function resultFromBrowser(state: unknown): {
  stored: StoredResult | null;
  sessionId?: string;
  claimToken?: string | null;
} {
  const given = (state ?? {}) as Partial<StoredResult>;
  const parsed = quizResultSchema.safeParse(given.result);
  if (parsed.success) {
    return {
      stored: {
        sessionId: parsed.data.sessionId,
        claimToken: given.claimToken ?? null,
        result: parsed.data,
      },
    };
  }
  const sessionId = typeof given.sessionId === 'string' ? given.sessionId : undefined;
  const claimToken = typeof given.claimToken === 'string' ? given.claimToken : null;
  return { stored: loadResult(sessionId), sessionId, claimToken };
}

export function ResultsPage() {
  const location = useLocation();
  const [fromBrowser] = useState(() => resultFromBrowser(location.state));
  const { stored, sessionId, claimToken } = fromBrowser;
  const query = useQuizResult(sessionId, claimToken, stored === null);
  const result = stored?.result ?? query.data;
  const nothingToShow = !result && (!sessionId || query.isError);

  useEffect(() => {
    if (query.data) {
      saveResult({
        sessionId: query.data.sessionId,
        claimToken: claimToken ?? null,
        result: query.data,
      });
    }
  }, [query.data, claimToken]);

  useEffect(() => {
    if (nothingToShow) toast.error(failedToLoad, { id: failedToLoad });
  }, [nothingToShow, query.errorUpdatedAt]);

  if (result) return <ResultsView result={result} />;
  if (nothingToShow) {
    return (
      <QuizPageShell className="min-h-[60dvh] justify-center">
        <h1 className="sr-only">Results</h1>
        {sessionId ? (
          <ErrorState
            title={failedToLoad}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-2xl border border-bad/25 bg-bad-soft/60 p-5 text-center"
          >
            <p className="font-semibold">{failedToLoad}</p>
            <p className="text-sm text-muted">
              There is no finished quiz in this tab. Start a new one from the question bank.
            </p>
          </div>
        )}
        <Link to={paths.questionBank} className={cn(buttonClasses('secondary'), 'self-center')}>
          Back to Question Bank
        </Link>
      </QuizPageShell>
    );
  }
  return <ResultsSkeleton />;
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

function ResultsView({ result }: { result: QuizResult }) {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const sessionKnown = !session.isPending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reward = result.saved ? rewardPopup(result) : null;
  const [showReward, setShowReward] = useState(
    () => reward !== null && !rewardAlreadyShown(result.sessionId),
  );
  useEffect(() => {
    if (showReward) markRewardShown(result.sessionId);
  }, [showReward, result.sessionId]);

  // Arriving from the last question of a long quiz: start at the score, not halfway down.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [result.sessionId]);

  const incorrect = result.totalQuestions - result.correctAnswers;
  const insight = performanceMessages[performanceLevel(result.scorePercentage)];

  const backToTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <QuizPageShell>
      <div className="flex flex-col items-center gap-2 pt-2 text-center">
        <span className="hex flex size-20 items-center justify-center bg-honey-500 shadow-sm">
          <Trophy className="size-9 text-ink" aria-hidden />
        </span>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight focus:outline-none"
        >
          Quiz Complete!
        </h1>
        <p className="text-xl text-muted">
          You scored{' '}
          <span className="tabular font-extrabold text-ink">{result.scorePercentage}%</span>
        </p>
        {result.saved && result.pointsEarned > 0 && (
          <p className="tabular rounded-full bg-honey-100 px-3 py-1 text-sm font-semibold text-honey-700">
            +{result.pointsEarned} nectar added to your hive
          </p>
        )}
        {!result.saved && (
          <p className="max-w-sm text-sm text-muted">
            This score is not saved yet. Sign up and this quiz is added to your progress.
          </p>
        )}
      </div>

      <div className="grid grid-cols-3 gap-2.5 sm:gap-3">
        <StatTile icon={CircleCheck} tone="ok" label="Correct" value={result.correctAnswers} />
        <StatTile icon={CircleX} tone="bad" label="Incorrect" value={incorrect} />
        <StatTile
          icon={Hexagon}
          label="Points"
          value={`${result.correctAnswers}/${result.totalQuestions}`}
        />
      </div>

      <div className="flex flex-col gap-2.5 sm:flex-row sm:flex-wrap">
        <Link to={paths.questionBank} className={cn(buttonClasses('primary', 'lg'), 'sm:flex-1')}>
          <Repeat className="size-5" aria-hidden />
          Do 10 More
        </Link>
        {sessionKnown && signedIn && (
          <div className="grid grid-cols-2 gap-2.5 sm:flex-1">
            <Link to="/learn" className={secondaryTight}>
              <BookOpen className="size-5" aria-hidden />
              Learn
            </Link>
            <Link to="/write-question" className={secondaryTight}>
              <PenLine className="size-5" aria-hidden />
              Add Question
            </Link>
          </div>
        )}
        {sessionKnown && !signedIn && (
          <Link to="/signup" className={cn(buttonClasses('dark', 'lg'), 'sm:flex-1')}>
            <UserPlus className="size-5" aria-hidden />
            Sign Up to Track Progress
          </Link>
        )}
      </div>

      <section
        aria-labelledby="insights-heading"
        className="flex gap-3 rounded-[var(--radius-card)] border border-honey-300 bg-honey-100/70 p-4"
      >
        <span className="hex flex size-10 shrink-0 items-center justify-center bg-honey-500">
          <Lightbulb className="size-5" aria-hidden />
        </span>
        <div>
          <h2
            id="insights-heading"
            className="text-xs font-bold tracking-wide text-honey-700 uppercase"
          >
            Performance Insights
          </h2>
          <p className="font-bold">{insight.title}</p>
          <p className="text-sm text-muted">{result.isRevision ? revisionMessage : insight.text}</p>
        </div>
      </section>

      {sessionKnown && !signedIn && (
        <section
          aria-labelledby="pitch-heading"
          className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-ink p-5 text-cream"
        >
          <h2 id="pitch-heading" className="text-lg font-bold">
            Keep this score in your hive
          </h2>
          <ul className="flex flex-col gap-1.5 text-sm text-cream/85">
            <li className="flex gap-2">
              <CircleCheck className="size-4 shrink-0 text-honey-300" aria-hidden />
              This quiz and its nectar are linked to your new account
            </li>
            <li className="flex gap-2">
              <CircleCheck className="size-4 shrink-0 text-honey-300" aria-hidden />
              Track your progress and revisit wrong answers
            </li>
            <li className="flex gap-2">
              <CircleCheck className="size-4 shrink-0 text-honey-300" aria-hidden />
              Write questions and climb your class leaderboard
            </li>
          </ul>
          <Link to="/signup" className={cn(buttonClasses('primary', 'lg'), 'self-stretch')}>
            Create Free Account
          </Link>
        </section>
      )}

      <section aria-labelledby="review-heading" className="flex flex-col gap-3">
        <h2 id="review-heading" className="flex items-center gap-2 text-xl font-bold">
          <ListChecks className="size-5 text-honey-700" aria-hidden />
          Review Your Answers
        </h2>
        <ol className="flex flex-col gap-4">
          {result.results.map((item, i) => (
            <ReviewItem key={item.questionId} item={item} number={i + 1} signedIn={signedIn} />
          ))}
        </ol>
      </section>

      <Button variant="secondary" onClick={backToTop} className="self-center">
        <ArrowUp className="size-4" aria-hidden />
        Back to Top
      </Button>

      {showReward && reward && (
        <RewardPopup
          reward={reward}
          pointsEarned={result.pointsEarned}
          onClose={() => {
            setShowReward(false);
            headingRef.current?.focus({ preventScroll: true });
          }}
        />
      )}
    </QuizPageShell>
  );
}
