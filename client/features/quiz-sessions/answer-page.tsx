// /answer: the quiz itself [product#answer, #quiz-flow]. The server issues the questions; the
// runner hook keeps the answers on this device (and in session storage, so a reload keeps them)
// and saves each on the server as it is given [product#progress-per-answer], until "See Results"
// sends the whole quiz in one request; a failed save keeps every answer and offers Retry with the
// same session. /results then receives only the session id. Opened with a session this tab does
// not hold (Continue from Learn, another device, a closed tab), it resumes from the server's
// saved answers.
import { Suspense, use, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { CompleteQuizInput, QuizResult, StartQuizInput } from '#shared/contract/quiz.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useQuizRunner } from '#client/components/quiz-runner/use-quiz-runner.ts';
import {
  QuizRunnerView,
  type RunnerViewOptions,
} from '#client/components/quiz-runner/quiz-runner-view.tsx';
import {
  recordAnswerProgress,
  recordQuestionsReceived,
  recordResults,
} from '#client/lib/flow-state.ts';
import { paths } from '#client/lib/paths.ts';
import { useSession } from '#client/lib/session.ts';
import { usePageSettled } from '#client/lib/use-page-settled.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useStartQuiz } from '#client/lib/quiz-session/start-quiz.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';
import { fetchOpenSession } from '#client/lib/quiz-session/quiz-progress.ts';
import {
  loadProgress,
  saveProgress,
  type ReadySession,
} from '#client/lib/quiz-session/quiz-storage.ts';
import type {
  AnswerRouteState,
  AnswerState,
  ResultsState,
  ReviewOptionsState,
} from './components/navigation.ts';

/** The offline and results features' parts, passed in by app/routes/answer.tsx (ADR 069). */
export interface AnswerPageProps {
  /** a kept quiz's Finish (ADR 048): sent, or queued on this device (null) when offline */
  completeOffline: (
    userId: string,
    title: string,
    input: CompleteQuizInput & { sessionId: string },
  ) => Promise<QuizResult | null>;
  /** fetches the results screen ahead */
  preloadResults: () => void;
}

export function AnswerPage(props: AnswerPageProps) {
  return (
    <Suspense fallback={<QuizSkeleton />}>
      <AnswerPageContent {...props} />
    </Suspense>
  );
}

function AnswerPageContent(props: AnswerPageProps) {
  const location = useLocation();
  const request = (location.state ?? {}) as AnswerRouteState;
  // A reload resumes the quiz kept in session storage, read with the quiz contracts.
  if (request.sessionId) use(loadQuizContracts());
  const [session, setSession] = useState<ReadySession | null>(() =>
    request.sessionId ? (loadProgress(request.sessionId)?.session ?? null) : null,
  );
  if (!session && request.sessionId) {
    return <QuizResumer sessionId={request.sessionId} onReady={setSession} />;
  }
  if (!session) return <QuizStarter request={request} onReady={setSession} />;
  return <AnswerRunner session={session} request={request} {...props} />;
}

function startBody(request: AnswerState): StartQuizInput {
  if (request.type === 'due') return { type: 'due' };
  if (request.type === 'custom') {
    // without its filters (a state from elsewhere), any five questions
    return {
      size: 5,
      type: 'custom',
      ...request.custom,
      ...(request.tutor !== undefined && { tutor: request.tutor }),
    };
  }
  if (request.type === 'saved') {
    return { type: 'saved', questionCount: request.questionCount === 'all' ? 'all' : 20 };
  }
  return {
    type: request.type === 'topic' ? 'topic' : 'quick',
    questionCount: request.questionCount ?? 10,
    ...(request.topicId !== undefined && { topicId: request.topicId }),
    ...(request.reviewMode && { reviewMode: request.reviewMode }),
    ...(request.excludeCorrect !== undefined && { excludeCorrect: request.excludeCorrect }),
    ...(request.tutor !== undefined && { tutor: request.tutor }),
  };
}

/**
 * The quiz as the server kept it (ADR 075): its questions, saved answers and checked results go
 * into this tab's storage, and the runner carries on from the first question left unanswered.
 * A finished quiz shows its result; one that cannot be read goes back to the question bank.
 */
function QuizResumer({
  sessionId,
  onReady,
}: {
  sessionId: string;
  onReady: (session: ReadySession) => void;
}) {
  const navigate = useNavigate();
  const initial = useRef({ sessionId, onReady, navigate });
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const { sessionId, onReady, navigate } = initial.current;
    fetchOpenSession(sessionId, null).then(
      ({ progress, ...session }) => {
        const entries = Object.entries(progress.answers);
        const struck = progress.struck ?? {};
        const firstOpen = session.questions.findIndex((q) => !progress.answers[q.id]);
        saveProgress({
          session,
          answers: Object.fromEntries(entries.map(([id, a]) => [id, a.selectedAnswer])),
          index: firstOpen >= 0 ? firstOpen : session.questions.length - 1,
          confidence: Object.fromEntries(
            entries.flatMap(([id, a]) => (a.confidence ? [[id, a.confidence]] : [])),
          ),
          // what the server holds: each answer, and each question's struck options (ADR 079)
          saved: Object.fromEntries(
            [...new Set([...Object.keys(progress.answers), ...Object.keys(struck)])].map((id) => [
              id,
              {
                selectedAnswer: progress.answers[id]?.selectedAnswer ?? null,
                confidence: progress.answers[id]?.confidence ?? null,
                ...(struck[id] && { struck: struck[id] }),
              },
            ]),
          ),
          checked: Object.fromEntries(progress.checked.map((r) => [r.questionId, r])),
          struck,
        });
        onReady(session);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 409) {
          // Finished meanwhile (another device): its result is what there is to see.
          void navigate(paths.results, { replace: true, state: { sessionId } });
          return;
        }
        toast.error('Failed to load questions');
        void navigate(paths.questionBank, { replace: true });
      },
    );
  }, []);
  return <QuizSkeleton />;
}

function QuizStarter({
  request,
  onReady,
}: {
  request: AnswerRouteState;
  onReady: (session: ReadySession) => void;
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
          const { session } = response;
          saveProgress({ session, answers: {}, index: 0 });
          recordQuestionsReceived({
            sessionId: session.id,
            quizType: session.quizType,
            total: session.questions.length,
          });
          // Remember the session in the history entry: a reload finds its answers again.
          void navigate(pathname, {
            replace: true,
            state: { ...request, sessionId: session.id } satisfies AnswerRouteState,
          });
          onReady(session);
        } else if (
          response.status === 'all-attempted' &&
          request.type !== 'due' &&
          request.type !== 'saved' &&
          request.type !== 'custom'
        ) {
          const state: ReviewOptionsState = {
            type: request.type ?? 'quick',
            topic:
              request.topicId !== undefined
                ? { id: request.topicId, name: request.topicName ?? '' }
                : null,
            stats: response.stats,
          };
          void navigate(paths.reviewOptions, { replace: true, state });
        } else if (request.type === 'custom') {
          toast.error('No questions match these filters');
          void navigate(paths.buildTest, { replace: true });
        } else if (request.type === 'saved') {
          toast.error('No saved questions to quiz');
          void navigate(paths.saved, { replace: true });
        } else if (request.type === 'due') {
          toast.error('Nothing is due for review');
          void navigate(paths.learn, { replace: true });
        } else {
          toast.error('No questions available');
          void navigate(paths.questionBank, { replace: true });
        }
      },
      () => {
        toast.error('Failed to load questions');
        void navigate(paths.questionBank, { replace: true });
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

function quizTitle(request: AnswerState, session: ReadySession): string {
  const quizType = session.quizType;
  if (quizType === 'shared-quiz') return session.quiz?.name ?? 'Shared quiz';
  if (quizType === 'due') return 'Due review';
  if (quizType === 'saved') return 'Saved questions';
  if (quizType === 'custom') return 'Custom test';
  const reviewMode = request.reviewMode ?? session.reviewMode;
  if (reviewMode === 'incorrect') return 'Reviewing incorrect answers';
  if (reviewMode === 'correct') return 'Reviewing correct answers';
  if (quizType === 'topic' && request.topicName) return request.topicName;
  return quizType === 'quick' ? 'Quick 10' : 'Topic quiz';
}

const queuedToast = 'Quiz saved on this device';
const queuedDescription = 'It is sent and checked as soon as you are back online.';

const answerOptions = {
  control: 'button',
  grid: true,
  requireAnswer: true,
  labels: { next: 'Next Question', finish: 'See Results', saving: 'Saving...' },
  failure: {
    toast: 'Failed to submit answer',
    description: 'Your answers are kept on this device. Retry to send them again.',
    title: 'Your results are not saved yet',
    text: 'Your answers are kept on this device.',
  },
  unansweredNote: 'Unanswered questions count as incorrect.',
  confidence: true,
} satisfies Omit<RunnerViewOptions, 'eyebrow'>;

function AnswerRunner({
  session,
  request,
  completeOffline,
  preloadResults,
}: AnswerPageProps & { session: ReadySession; request: AnswerRouteState }) {
  const navigate = useNavigate();
  const userId = useSession().data?.user?.id;
  const title = quizTitle(request, session);
  const runner = useQuizRunner(session, {
    ...(request.offline &&
      userId && {
        send: (input) => completeOffline(userId, title, input),
        onQueued: () => {
          toast.success(queuedToast, { description: queuedDescription });
          void navigate(paths.learn, { replace: true });
        },
      }),
    onComplete: (result) => {
      recordResults({
        sessionId: session.id,
        scorePercentage: result.scorePercentage,
        correctAnswers: result.correctAnswers,
        totalQuestions: result.totalQuestions,
        saved: result.saved,
      });
      const state: ResultsState = {
        sessionId: session.id,
        ...(session.reviewMode && { reviewMode: session.reviewMode }),
      };
      void navigate(paths.results, { replace: true, state });
    },
  });
  const { answeredCount, total } = runner;

  useEffect(() => {
    recordAnswerProgress({ sessionId: session.id, answered: answeredCount, total });
  }, [session.id, answeredCount, total]);

  // Results come next: fetch that screen once the question is drawn (use-page-settled.ts), so
  // finishing works even if the network drops.
  const settled = usePageSettled();
  useEffect(() => {
    if (settled) preloadResults();
  }, [settled, preloadResults]);

  const [options] = useState<RunnerViewOptions>(() => ({
    ...answerOptions,
    // A shared quiz resumed from Learn runs here: it counts a blank as A [product#unanswered-as-a].
    ...(session.quizType === 'shared-quiz' && {
      unansweredNote: 'Unanswered questions count as answer A.',
    }),
    eyebrow: title,
    onExit: () => void navigate(paths.home),
  }));
  return <QuizRunnerView runner={runner} options={options} />;
}
