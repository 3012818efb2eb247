// /take-quiz/{shareCode} [001 §2, §4]: anyone answers a shared quiz, one question at a time.
// Answers stay on this device until Finish sends them all in one request; a failed Finish keeps
// them and the same attempt id, so trying again is recorded once.
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
import type { PublicQuiz } from '#shared/contract/quizzes.ts';
import type { OptionId } from '#shared/contract/questions.ts';
import { Button, buttonClasses } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { cn } from '#client/lib/cn.ts';
import { isQuizMissing, usePublicQuiz } from '../api/public-quiz.ts';
import { useSubmitAttempt } from '../api/submit-attempt.ts';
import { newAttemptId } from '../quiz-links.ts';
import {
  clearTakeQuizProgress,
  loadTakeQuizProgress,
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
  if (quiz.data.questions.length === 0) return <QuizNotFound empty />;
  // Keyed by code: another quiz's link opened in the same tab starts fresh.
  return <QuizTaker key={shareCode} code={shareCode} quiz={quiz.data} />;
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

function startProgress(code: string, quiz: PublicQuiz): TakeQuizProgress {
  const stored = loadTakeQuizProgress(code);
  if (!stored) return { attemptId: newAttemptId(), answers: {}, index: 0, result: null };
  const ids = new Set(quiz.questions.map((q) => q.id));
  const answers = Object.fromEntries(Object.entries(stored.answers).filter(([id]) => ids.has(id)));
  const index = Math.min(Math.max(stored.index, 0), quiz.questions.length - 1);
  return { ...stored, answers, index };
}

function QuizTaker({ code, quiz }: { code: string; quiz: PublicQuiz }) {
  const [progress, setProgress] = useState(() => startProgress(code, quiz));
  const submit = useSubmitAttempt();
  const [failed, setFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const { answers, index, result, attemptId } = progress;
  const questions = quiz.questions;
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
        code,
        attemptId,
        // Unanswered questions count as option a [001 §4]; Next makes that rare, but be explicit.
        answers: questions.map((q) => ({ questionId: q.id, selectedAnswer: answers[q.id] ?? 'a' })),
      },
      {
        onSuccess: (outcome) => {
          setProgress((p) => ({ ...p, result: outcome }));
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
        quiz={quiz}
        result={result}
        onRetake={() => {
          clearTakeQuizProgress(code);
          setProgress({ attemptId: newAttemptId(), answers: {}, index: 0, result: null });
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
        <h1 className="text-2xl font-extrabold tracking-tight break-words">{quiz.quizName}</h1>
        <p className="text-sm text-muted">
          by <span className="font-semibold text-ink">{quiz.creatorName}</span>
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
            const selected = chosen === answer.optionId;
            return (
              <label
                key={answer.optionId}
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
                  value={answer.optionId}
                  checked={selected}
                  disabled={busy}
                  onChange={() => choose(answer.optionId)}
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
                  {answer.optionId.toUpperCase()}
                </span>
                <span className="sr-only">{answer.optionId.toUpperCase()}.</span>
                <span className="flex-1 text-base leading-snug">{answer.answerText}</span>
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
