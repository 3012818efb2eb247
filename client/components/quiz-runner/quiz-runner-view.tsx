// A running quiz, for /answer, /take-quiz and /exam alike (ADR 029): the header, the question card with
// its options (toggle buttons or radios, from components/question), the optional numbered grid,
// the footer, and the unanswered and exit confirmations. The differences between the screens are
// the options below; the state and every rule are the runner hook's (use-quiz-runner.ts).
// The exam (features/exam/) adds its timer and mark toggle through `headerExtra`, and its marks
// through `marked`: flags in the grid, and named by the Finish confirmation.
// The confidence picker (ADR 035) shows when the screen asks for it (`confidence`), the device's
// preference allows it, and the session is a signed-in user's (no claim token): a visitor's
// answers are not recorded at completion, and claiming them later carries no rating.
// A tutor quiz (ADR 075) asks "Check answer" before moving on, then shows the question's verdict,
// explanation, reference and how others answered in place, the options locked. Leaving says
// truthfully what becomes of the answers (leave-quiz.tsx). Options may be struck out until the
// question is checked (ADR 079), each change announced.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { QuestionCard } from '#client/components/question/question-card.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { LazyDialog, preloadDialog } from '#client/components/ui/lazy-dialog.tsx';
import type { QuizRunner } from '#client/components/quiz-runner/use-quiz-runner.ts';
import { useAskConfidence } from '#client/lib/confidence-preference.ts';
import { usePageSettled } from '#client/lib/use-page-settled.ts';
import { ConfidencePicker } from './confidence-picker.tsx';
import { LeaveGuard, LeaveQuizDialog } from './leave-quiz.tsx';
import { TutorVerdict, verdictAnnouncement } from './tutor-verdict.tsx';
import { QuestionGrid } from './question-grid.tsx';
import { RunnerFooter, type RunnerFailure, type RunnerLabels } from './runner-footer.tsx';
import { RunnerHeader, type RunnerTitle } from './runner-header.tsx';
import { useRunnerKeys } from './use-runner-keys.ts';

export interface RunnerViewOptions {
  /** the small line above the title: what kind of quiz this is */
  eyebrow: string;
  /** the quiz's own name (a shared quiz); without it "Question X of N" is the page's h1 */
  title?: RunnerTitle;
  /** how an option is chosen: a toggle button (aria-pressed) or a radio input */
  control: 'button' | 'radio';
  /** the numbered grid that jumps to any question */
  grid: boolean;
  /** Next waits for the current question's answer */
  requireAnswer: boolean;
  labels: RunnerLabels;
  failure: RunnerFailure;
  /** the unanswered confirmation's second sentence: what an unanswered question counts as */
  unansweredNote: string;
  /** Exit, with a confirmation once anything is answered; no Exit button without it */
  onExit?: () => void;
  /** beside "Question X of N": room for a timer or a flag-for-review toggle */
  headerExtra?: ReactNode;
  /** ask Sure / Unsure / Guess under the options (signed in, preference on); off by default */
  confidence?: boolean;
  /** question ids marked for review (exams): flagged in the grid; Finish asks first */
  marked?: ReadonlySet<string>;
}

export function QuizRunnerView({
  runner,
  options,
}: {
  runner: QuizRunner;
  options: RunnerViewOptions;
}) {
  const [confirmFinish, setConfirmFinish] = useState(false);
  const [confirmExit, setConfirmExit] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const { question, index, status, submit } = runner;
  const saving = status === 'saving';
  const { failure } = options;
  const askConfidence = useAskConfidence();
  const ownSession = runner.session.claimToken === null;
  const showConfidence = Boolean(options.confidence) && askConfidence && ownSession;

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

  const tutor = runner.tutor;
  const result = tutor?.result ?? null;
  const locked = Boolean(result) || Boolean(tutor?.checking);
  // The verdict is announced once, when the check comes back (not on revisiting the question).
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef(new Set(Object.keys(runner.checked)));
  useEffect(() => {
    if (!result || announced.current.has(result.questionId)) return;
    announced.current.add(result.questionId);
    setAnnouncement(verdictAnnouncement(result));
  }, [result]);
  useEffect(() => setAnnouncement(''), [index]);

  const checkFailed = Boolean(tutor?.failed);
  const latestCheck = useRef(tutor?.check);
  useEffect(() => {
    latestCheck.current = tutor?.check;
  });
  useEffect(() => {
    if (!checkFailed) return;
    toast.error('Failed to check answer', {
      id: 'quiz-check-failed',
      description: 'Your answer is kept. Check your connection and try again.',
      action: { label: 'Retry', onClick: () => latestCheck.current?.() },
    });
  }, [checkFailed]);

  useEffect(() => {
    if (status !== 'failed') return;
    toast.error(failure.toast, {
      id: 'quiz-save-failed',
      description: failure.description,
      duration: 10_000,
      action: { label: 'Retry', onClick: submit },
    });
  }, [status, failure, submit]);

  // The confirmations' code (lazy-dialog.tsx), fetched once the question is drawn: Finish and
  // Exit then open at once, offline too.
  const settled = usePageSettled();
  useEffect(() => {
    if (settled) preloadDialog();
  }, [settled]);

  const marked = options.marked;
  const markedCount = marked?.size ?? 0;
  const next = () => {
    // A tutor quiz checks the question before moving on [product#tutor-mode].
    if (tutor && !tutor.result && runner.selected) return tutor.check();
    if (!runner.isLast) return runner.next();
    if (runner.unansweredCount > 0 || markedCount > 0) setConfirmFinish(true);
    else submit();
  };

  useRunnerKeys(runner, cardRef, next, options.requireAnswer);

  const exit = (onExit: () => void) => {
    if (runner.answeredCount > 0 || runner.selected) setConfirmExit(true);
    else onExit();
  };

  const unanswered = runner.unansweredCount;
  // Where "Go to Question N" leads: the first unanswered question, else the first marked one.
  const revisit =
    unanswered > 0 ? runner.firstUnanswered : runner.questions.findIndex((q) => marked?.has(q.id));
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-4 pt-4">
      <RunnerHeader
        eyebrow={options.eyebrow}
        title={options.title}
        index={index}
        total={runner.total}
        answered={runner.answeredCount}
        headingRef={headingRef}
        onExit={options.onExit && (() => exit(options.onExit!))}
        extra={options.headerExtra}
      />

      {/* After each move, what a screen reader hears: the question's place (the heading gets focus
          too, but not every reader speaks a focused heading). */}
      <p role="status" className="sr-only">
        {`Question ${index + 1} of ${runner.total}`}
      </p>

      <div ref={cardRef} className="contents">
        <QuestionCard
          key={question.id}
          question={question}
          choice={{
            control: options.control,
            selected: runner.selected,
            onSelect: runner.choose,
            disabled: saving || locked,
            name: `answer-${question.id}`,
            struck: runner.struck,
            // open until the question is checked [product#strike-out]
            onStrike: locked ? undefined : runner.toggleStrike,
          }}
          {...(result && {
            correctAnswer: result.correctAnswer,
            peerOptions: result.peerStats?.options,
          })}
        >
          {result ? (
            <TutorVerdict result={result} />
          ) : (
            <p className="min-h-5 text-sm text-muted" aria-live="polite">
              {runner.selected ? `Selected ${runner.selected.toUpperCase()}` : 'Choose one answer.'}
            </p>
          )}
          {showConfidence && (
            <ConfidencePicker
              value={runner.confidence}
              onChange={runner.rate}
              disabled={saving || locked}
            />
          )}
        </QuestionCard>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <p role="status" className="sr-only">
          {runner.strikeNotice}
        </p>
      </div>

      {options.grid && (
        <QuestionGrid
          questions={runner.questions}
          answers={runner.answers}
          index={index}
          onJump={runner.goTo}
          disabled={saving}
          marked={marked}
        />
      )}

      <RunnerFooter
        runner={runner}
        labels={options.labels}
        failure={failure}
        requireAnswer={options.requireAnswer}
        onNext={next}
      />

      <LazyDialog
        open={confirmFinish}
        onOpenChange={setConfirmFinish}
        title={
          unanswered > 0
            ? 'Finish with questions unanswered?'
            : 'Finish with questions marked for review?'
        }
        description={[
          unanswered > 0 &&
            `You have not answered ${unanswered} question${unanswered === 1 ? '' : 's'}. ${options.unansweredNote}`,
          markedCount > 0 &&
            `${markedCount} question${markedCount === 1 ? ' is' : 's are'} marked for review.`,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button
            className="flex-1"
            onClick={() => {
              setConfirmFinish(false);
              submit();
            }}
          >
            Finish Anyway
          </Button>
          <Button
            variant="secondary"
            className="flex-1"
            onClick={() => {
              setConfirmFinish(false);
              runner.goTo(revisit);
            }}
          >
            Go to Question {revisit + 1}
          </Button>
        </div>
      </LazyDialog>

      {options.onExit && <LeaveGuard runner={runner} />}

      {options.onExit && (
        <LeaveQuizDialog
          runner={runner}
          open={confirmExit}
          onStay={() => setConfirmExit(false)}
          onLeave={() => options.onExit?.()}
        />
      )}
    </div>
  );
}
