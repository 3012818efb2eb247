// /answer: the quiz itself [000 §2, §4]. The server issues the questions; answers stay on this
// device (and in session storage, so a reload keeps them) until "See Results" sends the whole
// quiz in one request. A failed save keeps every answer and offers Retry with the same session.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  Check,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  LoaderCircle,
  RotateCw,
  TriangleAlert,
  X,
} from 'lucide-react';
import type { OptionId } from '#shared/contract/questions.ts';
import type { StartQuizInput } from '#shared/contract/quiz.ts';
import { percent } from '#shared/domain/scoring.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { cn } from '#client/lib/cn.ts';
import {
  recordAnswerProgress,
  recordQuestionsReceived,
  recordResults,
} from '#client/lib/flow-state.ts';
import { addPendingAttempt, claimPendingAttempts } from '../pending-attempts.ts';
import { paths } from '#client/lib/paths.ts';
import { type AnswerState, type ReviewOptionsState } from '../navigation.ts';
import { useSession } from '#client/lib/session.ts';
import { useCompleteQuiz } from '../api/complete-quiz.ts';
import { useStartQuiz } from '../api/start-quiz.ts';
import {
  clearProgress,
  loadProgress,
  saveProgress,
  saveResult,
  type QuizProgress,
  type StoredResult,
} from '../quiz-storage.ts';
import { TopicBadges } from '#client/components/topic-badges.tsx';

/** A choice registers this long after it is tapped [000 §4, §9]. */
const registerDelayMs = 300;

/** What /answer reads from navigation state; sessionId is added once the quiz has started. */
export interface AnswerRouteState extends AnswerState {
  sessionId?: string;
}

export function AnswerPage() {
  const location = useLocation();
  const request = (location.state ?? {}) as AnswerRouteState;
  const [progress, setProgress] = useState<QuizProgress | null>(() =>
    request.sessionId ? loadProgress(request.sessionId) : null,
  );
  if (!progress) return <QuizStarter request={request} onReady={setProgress} />;
  return <QuizRunner initial={progress} request={request} />;
}

function startBody(request: AnswerState): StartQuizInput {
  return {
    type: request.type ?? 'quick',
    questionCount: request.questionCount ?? 10,
    ...(request.topicId !== undefined && { topicId: request.topicId }),
    ...(request.reviewMode && { reviewMode: request.reviewMode }),
    ...(request.excludeCorrect !== undefined && { excludeCorrect: request.excludeCorrect }),
  };
}

function QuizStarter({
  request,
  onReady,
}: {
  request: AnswerRouteState;
  onReady: (progress: QuizProgress) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const start = useStartQuiz();
  const started = useRef(false);
  // Read once: the effect below must start exactly one session per visit.
  const initial = useRef({ request, pathname: location.pathname, start, navigate, onReady });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { request, pathname, start, navigate, onReady } = initial.current;
    start.mutateAsync(startBody(request)).then(
      (response) => {
        if (response.status === 'ready') {
          const progress: QuizProgress = { session: response.session, answers: {}, index: 0 };
          saveProgress(progress);
          recordQuestionsReceived({
            sessionId: response.session.id,
            quizType: response.session.quizType,
            total: response.session.questions.length,
          });
          // Remember the session in the history entry: a reload finds its answers again.
          navigate(pathname, {
            replace: true,
            state: { ...request, sessionId: response.session.id } satisfies AnswerRouteState,
          });
          onReady(progress);
        } else if (response.status === 'all-attempted') {
          const state: ReviewOptionsState = {
            type: request.type ?? 'quick',
            topic:
              request.topicId !== undefined
                ? { id: request.topicId, name: request.topicName ?? '' }
                : null,
            stats: response.stats,
          };
          navigate(paths.reviewOptions, { replace: true, state });
        } else {
          toast.error('No questions available');
          navigate(paths.questionBank, { replace: true });
        }
      },
      () => {
        toast.error('Failed to load questions');
        navigate(paths.questionBank, { replace: true });
      },
    );
  }, []);

  return <QuizSkeleton />;
}

function QuizSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5" aria-busy="true">
      <p role="status" className="sr-only">
        Loading questions
      </p>
      <div className="flex items-center justify-between">
        <Skeleton className="h-11 w-20" />
        <Skeleton className="h-5 w-32" />
      </div>
      <Skeleton className="h-2.5 w-full rounded-full" />
      <div className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-6 w-11/12" />
        <Skeleton className="h-6 w-2/3" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 w-full rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

function quizTitle(request: AnswerState, quizType: string): string {
  if (request.reviewMode === 'incorrect') return 'Reviewing incorrect answers';
  if (request.reviewMode === 'correct') return 'Reviewing correct answers';
  if (quizType === 'topic' && request.topicName) return request.topicName;
  return quizType === 'quick' ? 'Quick 10' : 'Topic quiz';
}

function QuizRunner({ initial, request }: { initial: QuizProgress; request: AnswerRouteState }) {
  const { session } = initial;
  const questions = session.questions;
  const total = questions.length;
  const navigate = useNavigate();
  const signedIn = Boolean(useSession().data?.user);
  const complete = useCompleteQuiz();

  const [answers, setAnswers] = useState<Record<string, OptionId>>(initial.answers);
  const [index, setIndex] = useState(initial.index);
  /** the option just tapped, shown at once and registered after registerDelayMs */
  const [pending, setPending] = useState<{ questionId: string; option: OptionId } | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [confirmExit, setConfirmExit] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const question = questions[index] ?? questions[0]!;
  const answeredCount = questions.filter((q) => answers[q.id]).length;
  const isLast = index === total - 1;
  const shown = pending?.questionId === question.id ? pending.option : answers[question.id];
  const currentAnswered = Boolean(answers[question.id]);
  const saving = complete.isPending;

  useEffect(() => {
    saveProgress({ session, answers, index });
  }, [session, answers, index]);

  useEffect(() => {
    recordAnswerProgress({ sessionId: session.id, answered: answeredCount, total });
  }, [session.id, answeredCount, total]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Results come next: fetch that screen now, so finishing works even if the network drops.
  useEffect(() => {
    void import('./results-page.tsx');
  }, []);

  // A new question: bring it into view and move focus to its heading (screen readers hear it).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    headingRef.current?.focus({ preventScroll: true });
  }, [index]);

  const commit = (questionId: string, option: OptionId) => {
    setAnswers((previous) => ({ ...previous, [questionId]: option }));
    setPending((current) => (current?.questionId === questionId ? null : current));
  };

  const choose = (option: OptionId) => {
    if (saving) return;
    window.clearTimeout(timer.current);
    const questionId = question.id;
    setPending({ questionId, option });
    timer.current = window.setTimeout(() => commit(questionId, option), registerDelayMs);
  };

  /** Every answer including a tap still waiting to register. */
  const allAnswers = (): Record<string, OptionId> =>
    pending ? { ...answers, [pending.questionId]: pending.option } : answers;

  const flushPending = () => {
    if (!pending) return;
    window.clearTimeout(timer.current);
    commit(pending.questionId, pending.option);
  };

  const goTo = (next: number) => {
    if (next < 0 || next >= total || next === index) return;
    flushPending();
    setIndex(next);
  };

  const submit = () => {
    flushPending();
    const final = allAnswers();
    setConfirmFinish(false);
    setSaveFailed(false);
    complete.mutate(
      {
        sessionId: session.id,
        answers: questions
          .filter((q) => final[q.id])
          .map((q) => ({ questionId: q.id, selectedAnswer: final[q.id]! })),
        ...(session.claimToken ? { claimToken: session.claimToken } : {}),
      },
      {
        onSuccess: (result) => {
          const stored: StoredResult = {
            sessionId: session.id,
            claimToken: session.claimToken,
            result,
          };
          saveResult(stored);
          clearProgress(session.id);
          if (!result.saved && session.claimToken) {
            addPendingAttempt({ id: session.id, claimToken: session.claimToken });
            // Signed in elsewhere while answering as a visitor: link it straight away.
            if (signedIn) void claimPendingAttempts();
          }
          recordResults({
            sessionId: session.id,
            scorePercentage: result.scorePercentage,
            correctAnswers: result.correctAnswers,
            totalQuestions: result.totalQuestions,
            saved: result.saved,
          });
          navigate(paths.results, { replace: true, state: stored });
        },
        onError: () => {
          setSaveFailed(true);
          toast.error('Saving your results failed', {
            id: 'quiz-save-failed',
            description: 'Your answers are kept on this device. Retry to send them again.',
            duration: 10_000,
            action: { label: 'Retry', onClick: () => submitRef.current() },
          });
        },
      },
    );
  };

  // The toast's Retry outlives this render: it must send the answers as they are then.
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  });

  const next = () => {
    if (!isLast) return goTo(index + 1);
    const final = allAnswers();
    const unanswered = questions.filter((q) => !final[q.id]).length;
    if (unanswered > 0) setConfirmFinish(true);
    else submit();
  };

  const exit = () => {
    if (answeredCount > 0 || pending) setConfirmExit(true);
    else navigate(paths.home);
  };

  const firstUnanswered = questions.findIndex((q) => !allAnswers()[q.id]);
  const unansweredCount = questions.filter((q) => !allAnswers()[q.id]).length;
  const progressPercent = percent(answeredCount, total);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-4 pt-4">
      <div className="flex items-center justify-between gap-3">
        <Button variant="ghost" onClick={exit} className="-ml-3 px-3">
          <X className="size-5" aria-hidden />
          Exit
        </Button>
        <div className="text-right">
          <p className="text-xs font-semibold tracking-wide text-honey-700 uppercase">
            {quizTitle(request, session.quizType)}
          </p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="tabular text-base font-bold focus:outline-none"
          >
            Question {index + 1} of {total}
          </h1>
        </div>
      </div>

      <div className="flex flex-col gap-1.5">
        <div
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progressPercent}
          className="h-2.5 overflow-hidden rounded-full bg-honey-100"
        >
          <div
            className="h-full rounded-full bg-honey-500 transition-[width] duration-300"
            style={{ width: `${progressPercent}%` }}
          />
        </div>
        <p className="tabular text-right text-xs font-semibold text-muted">
          {progressPercent}% Complete
        </p>
      </div>

      <article
        key={question.id}
        aria-labelledby="question-text"
        className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-[var(--shadow-card)] sm:p-6"
      >
        <TopicBadges topics={question.topics} />
        <p
          id="question-text"
          className="text-[1.0625rem] leading-7 font-semibold whitespace-pre-line sm:text-xl sm:leading-8"
        >
          {question.questionText}
        </p>
        <div role="group" aria-label="Answers" className="flex flex-col gap-2.5">
          {question.answers.map((answer) => {
            const selected = shown === answer.id;
            return (
              <button
                key={answer.id}
                type="button"
                aria-pressed={selected}
                disabled={saving}
                onClick={() => choose(answer.id)}
                className={cn(
                  'flex min-h-14 w-full items-center gap-3 rounded-2xl border-2 px-3 py-3 text-left transition-colors',
                  'disabled:cursor-not-allowed',
                  selected
                    ? 'border-honey-600 bg-honey-100'
                    : 'border-line bg-white hover:border-honey-300 hover:bg-cream',
                )}
              >
                <span
                  className={cn(
                    'hex flex size-9 shrink-0 items-center justify-center text-sm font-extrabold',
                    selected ? 'bg-honey-500 text-ink' : 'bg-comb text-honey-700',
                  )}
                  aria-hidden
                >
                  {answer.id.toUpperCase()}
                </span>
                <span className="sr-only">{answer.id.toUpperCase()}.</span>
                <span className="flex-1 text-base leading-snug">{answer.text}</span>
                {selected && <CircleCheck className="size-6 shrink-0 text-honey-700" aria-hidden />}
              </button>
            );
          })}
        </div>
        <p className="min-h-5 text-sm text-muted" aria-live="polite">
          {shown ? `Selected ${shown.toUpperCase()}` : 'Choose one answer.'}
        </p>
      </article>

      <QuestionGrid
        questions={questions}
        answers={answers}
        index={index}
        onJump={goTo}
        disabled={saving}
      />

      <div className="sticky bottom-0 z-10 -mx-4 mt-auto border-t border-line bg-cream/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
        {saveFailed && !saving && (
          <div
            role="alert"
            className="mb-3 flex items-center gap-3 rounded-xl border border-bad/30 bg-bad-soft p-3"
          >
            <TriangleAlert className="size-5 shrink-0 text-bad" aria-hidden />
            <div className="flex-1 text-sm">
              <p className="font-semibold">Your results are not saved yet</p>
              <p className="text-muted">Your answers are kept on this device.</p>
            </div>
            <Button variant="secondary" onClick={submit} className="shrink-0 px-3">
              <RotateCw className="size-4" aria-hidden />
              Retry
            </Button>
          </div>
        )}
        <div className="flex gap-3">
          <Button
            variant="secondary"
            className="min-h-12 flex-1"
            onClick={() => goTo(index - 1)}
            disabled={index === 0 || saving}
          >
            <ChevronLeft className="size-5" aria-hidden />
            Previous
          </Button>
          <Button
            className="min-h-12 flex-[1.5] whitespace-nowrap"
            onClick={next}
            disabled={!currentAnswered || saving}
          >
            {saving ? (
              <>
                <LoaderCircle className="size-5 animate-spin" aria-hidden />
                Saving...
              </>
            ) : isLast ? (
              <>
                See Results
                <ChevronRight className="size-5" aria-hidden />
              </>
            ) : (
              <>
                Next Question
                <ChevronRight className="size-5" aria-hidden />
              </>
            )}
          </Button>
        </div>
      </div>

      <Dialog
        open={confirmFinish}
        onOpenChange={setConfirmFinish}
        title="Finish with questions unanswered?"
        description={`You have not answered ${unansweredCount} question${unansweredCount === 1 ? '' : 's'}. Unanswered questions count as incorrect.`}
      >
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button className="flex-1" onClick={submit}>
            Finish Anyway
          </Button>
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => {
              setConfirmFinish(false);
              if (firstUnanswered >= 0) goTo(firstUnanswered);
            }}
          >
            Go to Question {firstUnanswered + 1}
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={confirmExit}
        onOpenChange={setConfirmExit}
        title="Leave this quiz?"
        description="Your answers have not been checked yet. If you leave now they will not be saved."
      >
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button className="flex-1" onClick={() => setConfirmExit(false)}>
            Keep Going
          </Button>
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => {
              clearProgress(session.id);
              navigate(paths.home);
            }}
          >
            Exit Quiz
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function QuestionGrid({
  questions,
  answers,
  index,
  onJump,
  disabled,
}: {
  questions: { id: string }[];
  answers: Record<string, OptionId>;
  index: number;
  onJump: (index: number) => void;
  disabled: boolean;
}) {
  return (
    <nav
      aria-label="Questions"
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-white/80 p-4"
    >
      <ol className="grid grid-cols-5 gap-2 sm:grid-cols-10">
        {questions.map((q, i) => {
          const current = i === index;
          const answered = Boolean(answers[q.id]);
          return (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => onJump(i)}
                disabled={disabled}
                aria-current={current ? 'step' : undefined}
                aria-label={`Question ${i + 1}, ${answered ? 'answered' : 'not answered'}${current ? ', current' : ''}`}
                className={cn(
                  'tabular relative flex size-11 w-full items-center justify-center rounded-xl text-sm font-bold transition-colors',
                  current &&
                    'bg-ink text-cream ring-2 ring-honey-500 ring-offset-2 ring-offset-white',
                  !current && answered && 'bg-honey-500 text-ink hover:bg-honey-600',
                  !current &&
                    !answered &&
                    'border-2 border-dashed border-honey-300 bg-white text-muted hover:bg-honey-100',
                )}
              >
                {i + 1}
                {answered && (
                  <Check
                    className={cn(
                      'absolute top-0.5 right-0.5 size-3',
                      current ? 'text-honey-300' : 'text-ink',
                    )}
                    strokeWidth={3}
                    aria-hidden
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden>
        <li className="flex items-center gap-1.5">
          <span className="size-3.5 rounded bg-ink ring-2 ring-honey-500" /> Current
        </li>
        <li className="flex items-center gap-1.5">
          <span className="flex size-3.5 items-center justify-center rounded bg-honey-500">
            <Check className="size-2.5" strokeWidth={3} />
          </span>
          Answered
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-3.5 rounded border-2 border-dashed border-honey-300 bg-white" />
          Not answered
        </li>
      </ul>
    </nav>
  );
}
