// /take-quiz/{shareCode} [product#take-quiz, #shared-quiz-flow]: anyone answers a shared quiz, one
// question at a time. The quiz is a quiz session (ADR 025) run by the same runner as /answer (ADR
// 029), with radio options and Next / Finish; the result shows in place. A failed Finish keeps the
// answers and the same session, so trying again is recorded once; a visitor's finished quiz joins
// the pending attempts.
import type { ComponentType, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import type { QuizResult } from '#shared/contract/quiz.ts';
import { QuizNotFound } from '#client/components/quiz-not-found.tsx';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import {
  QuizRunnerView,
  type RunnerViewOptions,
} from '#client/components/quiz-runner/quiz-runner-view.tsx';
import { useQuizRunner } from '#client/components/quiz-runner/use-quiz-runner.ts';
import { cn } from '#client/lib/cn.ts';
import { useQuizResult } from '#client/lib/quiz-session/quiz-result.ts';
import type { ReadySession } from '#client/lib/quiz-session/quiz-storage.ts';
import {
  isQuizMissing,
  restartSharedQuiz,
  sharedQuizName,
  useSharedQuiz,
} from './api/shared-quiz.ts';

/**
 * The finished quiz's result, shown in place: the results feature's view with the discussion
 * feature's ratings and thread (ADR 038), passed in by app/routes/take-quiz.tsx (ADR 069).
 */
export type SharedQuizResultView = ComponentType<{
  result: QuizResult;
  quizName: string;
  onRetake: () => void;
}>;

export function TakeQuizPage({ Result }: { Result: SharedQuizResultView }) {
  const { shareCode = '' } = useParams();
  const quiz = useSharedQuiz(shareCode);
  const missing = quiz.isError && isQuizMissing(quiz.error);

  useEffect(() => {
    if (!quiz.isError) return;
    const message = missing ? 'Quiz not found' : 'Failed to load quiz';
    toast.error(message, { id: message });
  }, [quiz.isError, quiz.errorUpdatedAt, missing]);

  if (quiz.isPending) return <TakeQuizSkeleton />;
  if (missing) return <QuizNotFound />;
  if (quiz.isError) {
    return (
      <Shell className="min-h-[60dvh] justify-center">
        <h1 className="sr-only">Shared quiz</h1>
        <ErrorState
          title="Failed to load quiz"
          onRetry={() => void quiz.refetch()}
          retrying={quiz.isFetching}
        />
      </Shell>
    );
  }
  const opened = quiz.data;
  if (opened.status === 'empty') return <QuizNotFound empty />;
  if (opened.status === 'finished') {
    return (
      <SharedQuizResult
        code={shareCode}
        sessionId={opened.sessionId}
        quizName={opened.quizName}
        Result={Result}
      />
    );
  }
  // Keyed by session: another quiz's link, or Take it again, starts fresh.
  return (
    <SharedQuizTaker
      key={opened.session.id}
      code={shareCode}
      session={opened.session}
      Result={Result}
    />
  );
}

const takeQuizOptions = {
  eyebrow: 'Shared quiz',
  control: 'radio',
  grid: false,
  requireAnswer: true,
  labels: { next: 'Next', finish: 'Finish' },
  failure: {
    toast: 'Failed to check answers',
    description: 'Your answers are still here.',
    title: 'Failed to check answers',
    text: 'Your answers are still here. Check your connection and press Finish again.',
  },
  // The server counts an unanswered question as option a [product#unanswered-as-a]; Next makes that
  // rare.
  unansweredNote: 'Unanswered questions count as answer A.',
  // shown to signed-in takers only: the view leaves it out of a visitor's session
  confidence: true,
} satisfies Omit<RunnerViewOptions, 'title'>;

function SharedQuizTaker({
  code,
  session,
  Result,
}: {
  code: string;
  session: ReadySession;
  Result: SharedQuizResultView;
}) {
  const [finished, setFinished] = useState(false);
  const runner = useQuizRunner(session, {
    // Radios register at once: the 0.3 s tap rule is /answer's [product#quiz-flow].
    tapDelay: 0,
    onComplete: (result) => {
      setFinished(true);
      if (result.saved) toast.success('Quiz completed and saved!');
    },
  });
  const quizName = session.quiz?.name ?? sharedQuizName;
  const [options] = useState<RunnerViewOptions>(() => ({
    ...takeQuizOptions,
    title: {
      name: quizName,
      byline: (
        <>
          by <span className="font-semibold text-ink">{session.quiz?.creatorName}</span>
        </>
      ),
    },
  }));

  if (finished) {
    return (
      <SharedQuizResult code={code} sessionId={session.id} quizName={quizName} Result={Result} />
    );
  }
  return <QuizRunnerView runner={runner} options={options} />;
}

function SharedQuizResult({
  code,
  sessionId,
  quizName,
  Result,
}: {
  code: string;
  sessionId: string;
  quizName: string;
  Result: SharedQuizResultView;
}) {
  const result = useQuizResult(sessionId);
  const retake = () => {
    // A new session for the next attempt.
    restartSharedQuiz(code);
    window.scrollTo({ top: 0 });
  };

  if (result.data) {
    return <Result result={result.data} quizName={quizName} onRetake={retake} />;
  }
  if (result.isError) {
    return (
      <Shell className="min-h-[60dvh] justify-center">
        <h1 className="sr-only">{quizName}</h1>
        <ErrorState
          title="Failed to load results"
          onRetry={() => void result.refetch()}
          retrying={result.isFetching}
        />
        <button
          type="button"
          onClick={retake}
          className={cn(buttonClasses('secondary'), 'self-center')}
        >
          Take it again
        </button>
      </Shell>
    );
  }
  return <TakeQuizSkeleton />;
}

function Shell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5', className)}>
      {children}
    </div>
  );
}

function TakeQuizSkeleton() {
  return (
    <Shell>
      <p role="status" className="sr-only">
        Loading quiz
      </p>
      <div className="flex flex-col gap-2" aria-hidden>
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className="h-2.5 w-full rounded-full" />
      <div
        className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5"
        aria-hidden
      >
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-2/3" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-14 w-full rounded-2xl" />
        ))}
      </div>
    </Shell>
  );
}
