// The bottom of a running quiz: a failed save with Retry, then Previous and Next / Finish (in a
// tutor quiz, Check answer until the question is checked, ADR 075). It stays in thumb reach on a
// phone: sticky at the bottom of the screen, above the safe area, in the flow so that it never
// covers the end of the page.
import {
  ChevronLeft,
  ChevronRight,
  CircleHelp,
  LoaderCircle,
  RotateCw,
  TriangleAlert,
} from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { QuizRunner } from '#client/components/quiz-runner/use-quiz-runner.ts';

export interface RunnerLabels {
  next: string;
  finish: string;
  /** on the button while the quiz is being checked (default: finish) */
  saving?: string;
}

export interface RunnerFailure {
  /** the toast */
  toast: string;
  /** the toast's second line */
  description: string;
  /** the alert above the buttons */
  title: string;
  text: string;
}

export function RunnerFooter({
  runner,
  labels,
  failure,
  requireAnswer,
  onNext,
}: {
  runner: QuizRunner;
  labels: RunnerLabels;
  failure: RunnerFailure;
  requireAnswer: boolean;
  onNext: () => void;
}) {
  const saving = runner.status === 'saving';
  const tutor = runner.tutor;
  const toCheck = tutor !== null && tutor.result === null;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-auto border-t border-line bg-cream/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
      <p role="status" className="sr-only">
        {saving ? 'Checking your answers' : tutor?.checking ? 'Checking your answer' : ''}
      </p>
      {runner.status === 'failed' && (
        <div
          role="alert"
          className="mb-3 flex items-center gap-3 rounded-xl border border-bad/30 bg-bad-soft p-3"
        >
          <TriangleAlert className="size-5 shrink-0 text-bad" aria-hidden />
          <div className="flex-1 text-sm">
            <p className="font-semibold">{failure.title}</p>
            <p className="text-muted">{failure.text}</p>
          </div>
          <Button variant="secondary" onClick={runner.submit} className="shrink-0 px-3">
            <RotateCw className="size-4" aria-hidden />
            Retry
          </Button>
        </div>
      )}
      <div className="flex gap-3">
        <Button
          variant="secondary"
          className="min-h-12 flex-1"
          onClick={runner.previous}
          disabled={runner.isFirst || saving}
        >
          <ChevronLeft className="size-5" aria-hidden />
          Previous
        </Button>
        {toCheck ? (
          <Button
            className="min-h-12 flex-[1.5] whitespace-nowrap"
            onClick={onNext}
            disabled={!runner.selected || tutor.checking || saving}
            aria-busy={tutor.checking}
          >
            {tutor.checking ? (
              <>
                <LoaderCircle className="size-5 animate-spin" aria-hidden />
                Checking...
              </>
            ) : (
              <>
                <CircleHelp className="size-5" aria-hidden />
                Check answer
              </>
            )}
          </Button>
        ) : (
          <Button
            className="min-h-12 flex-[1.5] whitespace-nowrap"
            onClick={onNext}
            disabled={(requireAnswer && !runner.currentAnswered) || saving}
            aria-busy={saving}
          >
            {saving ? (
              <>
                <LoaderCircle className="size-5 animate-spin" aria-hidden />
                {labels.saving ?? labels.finish}
              </>
            ) : (
              <>
                {runner.isLast ? labels.finish : labels.next}
                <ChevronRight className="size-5" aria-hidden />
              </>
            )}
          </Button>
        )}
      </div>
    </div>
  );
}
