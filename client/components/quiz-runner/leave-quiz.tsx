// Leaving a running quiz says truthfully what becomes of its answers (ADR 075, [product#answer]):
// the specification's "will not be saved" only while nothing is kept on the server (a visitor,
// who cannot come back to it; nothing saved yet); "kept: continue from Learn" once every answer
// is saved; and how many would be lost while some are still on their way. Leaving by another
// link (the header's Learn) is let through when nothing would be lost, and otherwise asks the
// same question as Exit.
import { useBlocker } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { LazyDialog } from '#client/components/ui/lazy-dialog.tsx';
import type { QuizRunner } from './use-quiz-runner.ts';

const notChecked = 'Your answers have not been checked yet.';
/** The specification's words, true while nothing could be kept [product#answer]. */
const notSaved = `${notChecked} If you leave now they will not be saved.`;

/** Every answer is on the server and the trainee can come back to it from Learn. */
function answersKept(runner: QuizRunner): boolean {
  const kept = runner.kept;
  return (
    kept !== null && runner.session.claimToken === null && kept.saved > 0 && kept.unsaved === 0
  );
}

function leaveDescription(runner: QuizRunner): string {
  const kept = runner.kept;
  if (!kept || runner.session.claimToken !== null || kept.saved === 0) return notSaved;
  if (kept.unsaved === 0) return `${notChecked} They are kept: continue this quiz from Learn.`;
  const some = kept.unsaved === 1 ? 'Your last answer is' : `Your last ${kept.unsaved} answers are`;
  return `${notChecked} ${some} not saved yet and will be lost if you leave now; the others are kept to continue from Learn.`;
}

export function LeaveGuard({ runner }: { runner: QuizRunner }) {
  const anything = runner.answeredCount > 0 || runner.selected !== null;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      // read at the moment of leaving: Exit and See Results end the quiz just before they go
      runner.isActive() &&
      runner.status !== 'saving' &&
      anything &&
      !answersKept(runner) &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <LeaveQuizDialog
      runner={runner}
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}

/** "Leave this quiz?": Keep Going stays; Exit Quiz drops the tab's copy and leaves. */
export function LeaveQuizDialog({
  runner,
  open,
  onStay,
  onLeave,
}: {
  runner: QuizRunner;
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <LazyDialog
      open={open}
      onOpenChange={(stay) => {
        if (!stay) onStay();
      }}
      title="Leave this quiz?"
      description={leaveDescription(runner)}
    >
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button className="flex-1" onClick={onStay}>
          Keep Going
        </Button>
        <Button
          variant="secondary"
          className="flex-1"
          onClick={() => {
            runner.discard();
            onLeave();
          }}
        >
          Exit Quiz
        </Button>
      </div>
    </LazyDialog>
  );
}
