// /take-quiz/{shareCode} [001 §2, §4]: anyone answers a shared quiz, one question at a time. The
// quiz is a quiz session (ADR 025): answers stay on this device until Finish sends them all in
// one request; a failed Finish keeps them and the same session, so trying again is recorded once.
// A visitor's finished quiz joins the pending attempts, linked to the account they then create.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import {
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  FileQuestion,
  LoaderCircle,
  LogIn,
  TriangleAlert,
} from 'lucide-react';
import type { OptionId } from '#shared/contract/questions.ts';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { cn } from '#client/lib/cn.ts';
import { addPendingAttempt, claimPendingAttempts } from '../pending-attempts.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { useSession } from '#client/lib/session.ts';
import { isQuizMissing, sharedQuizQueryKey, usePublicQuiz } from '../api/public-quiz.ts';
import { useSubmitAttempt } from '../api/submit-attempt.ts';
import {
  clearTakeQuizProgress,
  saveTakeQuizProgress,
  type TakeQuizProgress,
} from '../take-quiz-storage.ts';
import { TakeQuizResults } from './take-quiz-results.tsx';

export function TakeQuizPage() {
  const { shareCode = '' } = useParams();
  const quiz = usePublicQuiz(shareCode);
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
  if (!quiz.data) return <QuizNotFound empty />;
  // Keyed by session: another quiz's link, or Take it again, starts fresh.
  return <QuizTaker key={quiz.data.session.id} code={shareCode} initial={quiz.data} />;
}

function Shell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5', className)}>
      {children}
    </div>
  );
}

function QuizNotFound({ empty = false }: { empty?: boolean }) {
  return (
    <Shell className="min-h-[60dvh] items-center justify-center text-center">
      <span className="hex flex size-20 items-center justify-center bg-honey-100 text-honey-700">
        <FileQuestion className="size-9" aria-hidden />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight">Quiz Not Found</h1>
      <p className="max-w-sm text-muted">
        {empty
          ? 'This quiz has no questions left: its author may have removed them.'
          : 'This quiz may have been removed, or the link may be wrong. Check the link with whoever shared it.'}
      </p>
      <Link to="/auth" className={buttonClasses('primary', 'lg')}>
        <LogIn className="size-5" aria-hidden />
        Go to Login
      </Link>
    </Shell>
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

function QuizTaker({ code, initial }: { code: string; initial: TakeQuizProgress }) {
  const [progress, setProgress] = useState(initial);
  const submit = useSubmitAttempt();
  const signedIn = Boolean(useSession().data?.user);
  const [failed, setFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const { answers, index, result, session } = progress;
  const quizName = session.quiz?.name ?? 'Shared quiz';
  const questions = session.questions;
  const total = questions.length;
  const question = questions[index] ?? questions[0]!;
  const chosen = answers[question.id];
  const isFirst = index === 0;
  const isLast = index === total - 1;
  const busy = submit.isPending;

  useEffect(() => {
    saveTakeQuizProgress(code, progress);
  }, [code, progress]);

  // A new question: back to the top, focus on its heading (screen readers hear "Question 2 of 5").
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (result) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, [index, result]);

  const choose = (option: OptionId) => {
    if (busy) return;
    setProgress((p) => ({ ...p, answers: { ...p.answers, [question.id]: option } }));
  };

  const goTo = (next: number) =>
    setProgress((p) => ({ ...p, index: Math.min(Math.max(next, 0), total - 1) }));

  const finish = () => {
    if (busy) return;
    setFailed(false);
    submit.mutate(
      {
        sessionId: session.id,
        // The server counts an unanswered question as option a [001 §4]; Next makes that rare.
        answers: questions.flatMap((q) => {
          const selectedAnswer = answers[q.id];
          return selectedAnswer ? [{ questionId: q.id, selectedAnswer }] : [];
        }),
        claimToken: session.claimToken ?? undefined,
      },
      {
        onSuccess: (outcome) => {
          setProgress((p) => ({ ...p, result: outcome }));
          if (!outcome.saved && session.claimToken) {
            // Kept until sign-up or sign-in, which links it to the account [000 §1].
            addPendingAttempt({ id: session.id, claimToken: session.claimToken });
            // Signed in elsewhere while answering as a visitor: link it straight away.
            if (signedIn) void claimPendingAttempts();
          }
          window.scrollTo({ top: 0 });
          if (outcome.saved) toast.success('Quiz completed and saved!');
        },
        onError: () => {
          setFailed(true);
          toast.error('Failed to check answers', { id: 'take-quiz-failed' });
        },
      },
    );
  };

  if (result) {
    return (
      <TakeQuizResults
        quizName={quizName}
        result={result}
        onRetake={() => {
          // A new session for the next attempt.
          clearTakeQuizProgress(code);
          void queryClient.resetQueries({ queryKey: sharedQuizQueryKey(code) });
          window.scrollTo({ top: 0 });
        }}
      />
    );
  }

  const position = Math.round(((index + 1) / total) * 100);

  return (
    <Shell>
      <div className="flex flex-col gap-0.5">
        <p className="text-xs font-semibold tracking-wide text-honey-700 uppercase">Shared quiz</p>
        <h1 className="text-2xl font-extrabold tracking-tight break-words">{quizName}</h1>
        <p className="text-sm text-muted">
          by <span className="font-semibold text-ink">{session.quiz?.creatorName}</span>
        </p>
      </div>

      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="tabular text-base font-bold focus:outline-none"
          >
            Question {index + 1} of {total}
          </h2>
          <p className="tabular text-xs font-semibold text-muted">
            {Object.keys(answers).length} answered
          </p>
        </div>
        <div
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-valuetext={`Question ${index + 1} of ${total}`}
          className="h-2.5 overflow-hidden rounded-full bg-honey-100"
        >
          <div
            className="h-full rounded-full bg-honey-500 transition-[width] duration-300"
            style={{ width: `${position}%` }}
          />
        </div>
      </div>

      <article
        key={question.id}
        aria-labelledby="take-quiz-question"
        className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:p-6"
      >
        <p
          id="take-quiz-question"
          className="text-lg leading-relaxed font-semibold whitespace-pre-line sm:text-xl"
        >
          {question.questionText}
        </p>
        <div
          role="radiogroup"
          aria-labelledby="take-quiz-question"
          className="flex flex-col gap-2.5"
        >
          {question.answers.map((answer) => {
            const selected = chosen === answer.id;
            return (
              <label
                key={answer.id}
                className={cn(
                  'relative flex min-h-14 items-center gap-3 rounded-2xl border-2 px-3 py-3 transition-colors',
                  busy && 'opacity-80',
                  selected
                    ? 'border-honey-600 bg-honey-100'
                    : 'border-line bg-white hover:border-honey-300 hover:bg-cream',
                )}
              >
                <input
                  type="radio"
                  name={`answer-${question.id}`}
                  value={answer.id}
                  checked={selected}
                  disabled={busy}
                  onChange={() => choose(answer.id)}
                  // The real control covers the whole option: a tap anywhere chooses it.
                  className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-[14px] disabled:cursor-not-allowed"
                />
                <span
                  aria-hidden
                  className={cn(
                    'hex flex size-9 shrink-0 items-center justify-center text-sm font-extrabold',
                    selected ? 'bg-honey-500 text-ink' : 'bg-comb text-honey-700',
                  )}
                >
                  {answer.id.toUpperCase()}
                </span>
                <span className="sr-only">{answer.id.toUpperCase()}.</span>
                <span className="flex-1 text-base leading-snug">{answer.text}</span>
                {selected && <CircleCheck className="size-6 shrink-0 text-honey-700" aria-hidden />}
              </label>
            );
          })}
        </div>
      </article>

      <p role="status" className="sr-only">
        {busy ? 'Checking your answers' : ''}
      </p>
      {failed && !busy && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-xl border border-bad/25 bg-bad-soft/60 p-3 text-sm"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-bad" aria-hidden />
          <p>
            <span className="font-semibold">Failed to check answers.</span> Your answers are still
            here. Check your connection and press Finish again.
          </p>
        </div>
      )}

      <div className="sticky bottom-0 z-10 -mx-4 mt-auto grid grid-cols-2 gap-3 border-t border-line bg-cream/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:backdrop-blur-none">
        <Button
          variant="secondary"
          size="lg"
          disabled={isFirst || busy}
          onClick={() => goTo(index - 1)}
        >
          <ChevronLeft className="size-5" aria-hidden />
          Previous
        </Button>
        {isLast ? (
          <Button size="lg" disabled={!chosen || busy} aria-busy={busy} onClick={finish}>
            {busy && <LoaderCircle className="size-5 animate-spin" aria-hidden />}
            Finish
          </Button>
        ) : (
          <Button size="lg" disabled={!chosen} onClick={() => goTo(index + 1)}>
            Next
            <ChevronRight className="size-5" aria-hidden />
          </Button>
        )}
      </div>
    </Shell>
  );
}
