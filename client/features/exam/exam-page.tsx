// /exam: the timed mock exam (ADR 036). Signed in only. The running exam, if any, is
// offered first ("Resume exam", with the time left); otherwise the setup. A reload during an exam
// comes straight back into it: the history entry remembers the exam's id, and the server holds
// its answers, marks and deadline. The recent exams come from stats, composed in app/routes.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ClipboardCheck, History, Hourglass, PenLine, PlayCircle } from 'lucide-react';
import { examMessages } from '#shared/contract/exam-rules.ts';
import { buttonClasses } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { EmptyState, ErrorState } from '#client/components/ui/states.tsx';
import { QuizPageShell } from '#client/components/quiz-page.tsx';
import { paths, type ResultsState } from '#client/lib/paths.ts';
import { useCurrentExam, type ReceivedExam } from './api/current-exam.ts';
import { useStartExam, type StartExamInput } from './api/start-exam.ts';
import { clockOffset, formatClock, secondsShown, timeLeft } from './components/exam-clock.ts';
import { ExamSetup } from './components/exam-setup.tsx';

// The runner comes with the exam: /exam opens on the setup, so its first script leaves the
// runner out and stays within its initial-JS budget (ADR 063).
const loadRunner = () => import('./components/exam-runner.tsx');
const ExamRunner = lazy(() => loadRunner().then((m) => ({ default: m.ExamRunner })));

/** The history entry of /exam while an exam runs: a reload resumes that exam. */
interface ExamRouteState {
  examId?: string;
}

/**
 * history: stats' recent exams below the setup; preloadResults fetches the results screen ahead.
 * Both passed in by app/routes/exam.tsx (ADR 028, 069).
 */
export function ExamPage({
  history,
  preloadResults,
}: {
  history?: ReactNode;
  preloadResults: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useCurrentExam();
  const start = useStartExam();
  const [running, setRunning] = useState<ReceivedExam | null>(null);
  const [empty, setEmpty] = useState(false);
  const examId = (location.state as ExamRouteState | null)?.examId;

  const open = (exam: ReceivedExam) => {
    void navigate(paths.exam, { replace: true, state: { examId: exam.session.id } });
    setRunning(exam);
  };

  const begin = (input: StartExamInput) => {
    void loadRunner(); // fetched while the exam starts
    start.mutate(input, {
      onSuccess: (exam) => (exam ? open(exam) : setEmpty(true)),
      onError: () => void toast.error('Failed to start the exam'),
    });
  };

  const resumed = current.data && current.data.session.id === examId ? current.data : null;
  const exam = running ?? resumed;
  if (exam) {
    return (
      <Suspense fallback={<RunnerLoading />}>
        <ExamRunner key={exam.session.id} exam={exam} preloadResults={preloadResults} />
      </Suspense>
    );
  }

  return (
    <QuizPageShell>
      <div>
        <p className="text-sm font-bold tracking-wide text-honey-700 uppercase">Mock exam</p>
        <h1 className="text-3xl font-extrabold tracking-tight">Sit a mock exam</h1>
        <p className="mt-1 text-muted">
          Exam conditions: a set of questions from across the curriculum, one score at the end.
        </p>
      </div>

      {current.isPending ? (
        <ExamLoading />
      ) : current.isError ? (
        <ErrorState
          title="We couldn’t check for an exam in progress."
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      ) : current.data ? (
        <ResumeCard exam={current.data} onResume={() => open(current.data!)} />
      ) : examId && !start.isPending ? (
        // This tab's exam is no longer running: its time ran out while the tab was away.
        <SubmittedCard examId={examId} onNew={() => void navigate(paths.exam, { replace: true })} />
      ) : empty ? (
        <EmptyState
          icon={PenLine}
          title={examMessages.emptyBank}
          text="An exam draws on your classmates’ questions. Write one for them, or come back once the bank has grown."
          action={
            <Link to={paths.writeQuestion} className={buttonClasses()}>
              <PenLine className="size-4" aria-hidden />
              Write a Question
            </Link>
          }
        />
      ) : (
        <ExamSetup onStart={begin} starting={start.isPending} />
      )}

      {history && (
        <section aria-labelledby="recent-exams" className="flex flex-col gap-3">
          <h2 id="recent-exams" className="flex items-center gap-2 text-lg font-bold">
            <History className="size-5 text-honey-700" aria-hidden />
            Recent exams
          </h2>
          {history}
        </section>
      )}
    </QuizPageShell>
  );
}

function SubmittedCard({ examId, onNew }: { examId: string; onNew: () => void }) {
  const results: ResultsState = { sessionId: examId };
  return (
    <Card
      className="flex flex-col gap-4 border-honey-300! bg-honey-100/60!"
      role="region"
      aria-labelledby="exam-submitted"
    >
      <div className="flex items-start gap-3">
        <span className="hex flex size-12 shrink-0 items-center justify-center bg-honey-500">
          <Hourglass className="size-5" aria-hidden />
        </span>
        <div>
          <h2 id="exam-submitted" className="text-lg font-bold">
            Time is up
          </h2>
          <p className="text-sm text-muted">{examMessages.timeUp}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 [&>*]:flex-1 [&>*]:whitespace-nowrap">
        <Link to={paths.results} state={results} className={buttonClasses('primary')}>
          <ClipboardCheck className="size-4" aria-hidden />
          See your result
        </Link>
        <button type="button" onClick={onNew} className={buttonClasses('secondary')}>
          <PlayCircle className="size-4" aria-hidden />
          New exam
        </button>
      </div>
    </Card>
  );
}

function ResumeCard({ exam, onResume }: { exam: ReceivedExam; onResume: () => void }) {
  const state = exam.session.exam!;
  const total = exam.session.questions.length;
  const answered = Object.keys(state.answers).length;
  const left =
    state.deadlineAt === null
      ? null
      : formatClock(
          secondsShown(
            timeLeft(state.deadlineAt, clockOffset(state.serverNow, exam.receivedAt), Date.now()),
          ),
        );
  return (
    <Card
      className="flex flex-col gap-4 border-honey-300! bg-honey-100/60!"
      role="region"
      aria-labelledby="exam-in-progress"
    >
      <div>
        <h2 id="exam-in-progress" className="text-lg font-bold">
          You have an exam in progress
        </h2>
        <p className="tabular text-sm text-muted">
          {answered} of {total} answered · {left === null ? 'Untimed' : `${left} left`}
        </p>
      </div>
      <p className="text-sm">
        The clock keeps running while you are away. Finish this one before starting another.
      </p>
      <button type="button" onClick={onResume} className={buttonClasses('primary', 'lg')}>
        <PlayCircle className="size-5" aria-hidden />
        Resume exam
      </button>
    </Card>
  );
}

function RunnerLoading() {
  return (
    <QuizPageShell>
      <ExamLoading />
    </QuizPageShell>
  );
}

function ExamLoading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <p role="status" className="sr-only">
        Loading your exam
      </p>
      <Skeleton className="h-40 w-full rounded-[var(--radius-card)]" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
