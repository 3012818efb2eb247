// A running exam (ADR 036) on the one runner (ADR 029): no feedback, any question in any order,
// the countdown and "Mark for review" in the header, marks flagged in the grid. Every answer and
// mark is saved to the server as it is given (use-exam-progress.ts); at zero the exam is finished
// like any quiz. When the time is up and Finish cannot get through (or the server refuses a save
// with 409), the server has the answers and submits them itself: the result is then read back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { examMessages } from '#shared/contract/exam-rules.ts';
import { useQuizRunner } from '#client/components/quiz-runner/use-quiz-runner.ts';
import {
  QuizRunnerView,
  type RunnerViewOptions,
} from '#client/components/quiz-runner/quiz-runner-view.tsx';
import { paths, type ResultsState } from '#client/lib/paths.ts';
import { usePageSettled } from '#client/lib/use-page-settled.ts';
import { fetchQuizResult, seedQuizResult } from '#client/lib/quiz-session/quiz-result.ts';
import type { ReceivedExam } from '../api/current-exam.ts';
import { clockOffset } from './exam-clock.ts';
import { useCountdown } from './use-countdown.ts';
import { useExamProgress } from './use-exam-progress.ts';
import { ExamTimer } from './exam-timer.tsx';
import { MarkToggle } from './mark-toggle.tsx';
import { TimeUpPanel } from './time-up-panel.tsx';
import { useQuizFocusClaim } from '#client/lib/quiz-focus.ts';

/** Pauses between attempts to read the result of an exam whose time ran out. */
const collectDelaysMs = [1500, 3000, 5000, 10_000, 15_000];

const examViewOptions = {
  eyebrow: 'Mock exam',
  control: 'button',
  grid: true,
  requireAnswer: false,
  labels: { next: 'Next Question', finish: 'Finish Exam', saving: 'Submitting...' },
  failure: {
    toast: 'Submitting your exam failed',
    description: 'Your answers are saved. Retry to submit the exam.',
    title: 'Your exam is not submitted yet',
    text: 'Your answers are saved as you go.',
  },
  unansweredNote: 'Unanswered questions count as incorrect.',
} satisfies Omit<RunnerViewOptions, 'headerExtra' | 'marked'>;

export function ExamRunner({
  exam,
  preloadResults,
}: {
  exam: ReceivedExam;
  preloadResults: () => void;
}) {
  // a running exam: no bottom bar, a quiet header; Exit is the way out [product#bottom-bar]
  useQuizFocusClaim();
  const { session, receivedAt } = exam;
  const state = session.exam!;
  const navigate = useNavigate();
  const [timeUp, setTimeUp] = useState(false);
  const expired = useRef(false);

  const showResult = useCallback(() => {
    const results: ResultsState = { sessionId: session.id };
    void navigate(paths.results, { replace: true, state: results });
  }, [navigate, session.id]);

  const runner = useQuizRunner(session, {
    tapDelay: 0,
    initialAnswers: state.answers,
    initialStruck: state.struck,
    onComplete: showResult,
    onSaveFailed: () => {
      if (expired.current) setTimeUp(true);
    },
  });

  const progress = useExamProgress(
    session.id,
    state,
    runner.answers,
    () => setTimeUp(true),
    runner.struckAll,
  );

  const offset = useMemo(() => clockOffset(state.serverNow, receivedAt), [state, receivedAt]);
  const seconds = useCountdown(state.deadlineAt, offset, () => {
    expired.current = true;
    runner.submit();
  });

  // The time is up and this tab could not submit: the server submits with what it saved.
  const { discard } = runner;
  useEffect(() => {
    if (!timeUp) return;
    discard();
    toast.dismiss('quiz-save-failed');
    let alive = true;
    let timer: number | undefined;
    const attempt = (n: number) => {
      fetchQuizResult(session.id).then(
        (result) => {
          if (!alive) return;
          seedQuizResult(result);
          showResult();
        },
        () => {
          if (!alive) return;
          timer = window.setTimeout(
            () => attempt(n + 1),
            collectDelaysMs[Math.min(n, collectDelaysMs.length - 1)],
          );
        },
      );
    };
    timer = window.setTimeout(() => attempt(1), collectDelaysMs[0]);
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
    // discard changes identity each render; the collection runs once per time-up
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeUp, session.id, showResult]);

  // Results come next: fetch that screen once the exam is drawn (use-page-settled.ts), so
  // finishing works even if the network drops.
  const settled = usePageSettled();
  useEffect(() => {
    if (settled) preloadResults();
  }, [settled, preloadResults]);

  if (timeUp) return <TimeUpPanel message={examMessages.timeUp} />;

  const options: RunnerViewOptions = {
    ...examViewOptions,
    marked: progress.marked,
    headerExtra: (
      <div className="flex shrink-0 items-center gap-2">
        <ExamTimer seconds={seconds} />
        <MarkToggle
          marked={progress.marked.has(runner.question.id)}
          onToggle={() => progress.toggleMark(runner.question.id)}
          disabled={runner.status === 'saving' || runner.status === 'done'}
        />
      </div>
    ),
  };
  return <QuizRunnerView runner={runner} options={options} />;
}
