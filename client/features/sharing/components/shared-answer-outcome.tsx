// The shared question's answer, once checked: Correct! or Incorrect (icon and word), what
// happened to the nectar, how other trainees answered it (ADR 032), the explanation and the
// reference.
import { CircleCheck, CircleX } from 'lucide-react';
import type { SharedAnswerResult } from '#shared/contract/shared-question.ts';
import { ReferenceLink } from '#client/components/reference-link.tsx';
import { Explanation, PeerDifficulty } from '#client/components/question/question-review.tsx';
import { cn } from '#client/lib/cn.ts';

export function Outcome({ result, signedIn }: { result: SharedAnswerResult; signedIn: boolean }) {
  const note = !signedIn
    ? 'Your answer is not saved. Sign up to earn nectar and track your progress.'
    : result.pointsEarned > 0
      ? `+${result.pointsEarned} nectar added to your total.`
      : result.saved
        ? 'Saved to your progress. No new nectar this time.'
        : null;
  return (
    <div className="flex flex-col gap-3">
      <div
        role="status"
        className={cn(
          'flex items-start gap-3 rounded-2xl border p-3',
          result.isCorrect ? 'border-ok/40 bg-ok-soft' : 'border-bad/30 bg-bad-soft',
        )}
      >
        {result.isCorrect ? (
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-ok" aria-hidden />
        ) : (
          <CircleX className="mt-0.5 size-6 shrink-0 text-bad" aria-hidden />
        )}
        <div>
          <p className={cn('text-lg font-bold', result.isCorrect ? 'text-ok' : 'text-bad')}>
            {result.isCorrect ? 'Correct!' : 'Incorrect'}
          </p>
          <p className="text-sm">
            {result.isCorrect
              ? 'Nicely done.'
              : `The correct answer is ${result.correctAnswer.toUpperCase()}.`}
            {note && <span className="text-muted"> {note}</span>}
          </p>
        </div>
      </div>
      <PeerDifficulty stats={result.peerStats} />
      <Explanation>{result.explanation}</Explanation>
      <ReferenceLink href={result.reference} className="self-start" />
    </div>
  );
}
