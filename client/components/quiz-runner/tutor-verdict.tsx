// A tutor quiz's checked question (ADR 075, [product#tutor-mode]): the verdict by icon and word,
// how others answered, the explanation and "View Reference", as the results review shows them
// (components/question), under the locked options.
import type { QuestionResult } from '#shared/contract/quiz.ts';
import { ReferenceLink } from '#client/components/reference-link.tsx';
import {
  Explanation,
  PeerDifficulty,
  VerdictBadge,
} from '#client/components/question/question-review.tsx';

/** What a screen reader hears when the check comes back. */
export function verdictAnnouncement(result: QuestionResult): string {
  if (result.isCorrect) return 'Correct.';
  const key = result.correctAnswer
    ? ` The correct answer is ${result.correctAnswer.toUpperCase()}.`
    : '';
  return `Incorrect.${key}`;
}

export function TutorVerdict({ result }: { result: QuestionResult }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <VerdictBadge isCorrect={result.isCorrect} />
        {!result.isCorrect && result.correctAnswer && (
          <span className="text-sm font-semibold">
            The correct answer is {result.correctAnswer.toUpperCase()}.
          </span>
        )}
      </div>
      <PeerDifficulty stats={result.peerStats} />
      {result.explanation && <Explanation>{result.explanation}</Explanation>}
      <ReferenceLink href={result.reference} className="self-start rounded-xl px-1" />
    </div>
  );
}
