// A quiz finished offline, before it is sent (ADR 048): the results this device can show at once,
// for the questions the user had already answered before the download, marked as not counted
// yet; every other question says its result comes after syncing. Once sent, the dashboard's
// "See results" shows the server's verdict, which is the one that counts.
import { useId, type ReactNode } from 'react';
import { CloudUpload } from 'lucide-react';
import { QuestionCard } from '#client/components/question/question-card.tsx';
import { QuestionReview, VerdictBadge } from '#client/components/question/question-review.tsx';
import type { QueuedCompletion } from '../device/offline-db.ts';
import { offlineReview, type OfflineReviewItem } from '../device/offline-review.ts';

export function OfflineResults({ entry }: { entry: QueuedCompletion }) {
  if (!entry.review) return null;
  const review = offlineReview(entry.review.questions, entry.input.answers, entry.review.seen);
  const later = review.items.length - review.checked;
  return (
    <div className="flex flex-col gap-2">
      {review.checked > 0 && (
        <p className="text-sm">
          <span className="font-semibold">
            Checked on this device: {review.correct} of {review.checked} correct
          </span>{' '}
          (questions you answered before). Not counted yet: nectar is counted once it is sent.
        </p>
      )}
      {later > 0 && (
        <p className="text-sm text-muted">
          {later} {later === 1 ? 'question' : 'questions'}: results after syncing.
        </p>
      )}
      <details className="group rounded-xl">
        <summary className="cursor-pointer rounded-xl py-1 text-sm font-semibold text-honey-700 underline-offset-4 hover:underline">
          Review Your Answers
        </summary>
        <ol className="mt-2 flex flex-col gap-3">
          {review.items.map((item, i) => (
            <li key={item.question.id}>
              <OfflineItem item={item} number={i + 1} />
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}

function OfflineItem({ item, number }: { item: OfflineReviewItem; number: number }) {
  const headingId = useId();
  const heading = (badge: ReactNode) => (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 id={headingId} className="text-sm font-bold text-honey-700">
        Question {number}
      </h3>
      {badge}
    </div>
  );
  if (!item.seen) {
    return (
      <QuestionCard
        question={item.question}
        labelledBy={headingId}
        selected={item.selectedAnswer}
        size="sm"
        header={heading(
          <span className="inline-flex items-center gap-1 rounded-full bg-comb px-2.5 py-1 text-xs font-bold text-muted">
            <CloudUpload className="size-4" aria-hidden />
            Result after syncing
          </span>,
        )}
      >
        {/* no key: the choice is marked as while answering, and said in words */}
        <p className="text-sm text-muted">
          {item.selectedAnswer
            ? `Your answer: ${item.selectedAnswer.toUpperCase()}`
            : 'Not answered'}
        </p>
      </QuestionCard>
    );
  }
  return (
    <QuestionReview
      question={item.question}
      selectedAnswer={item.selectedAnswer}
      correctAnswer={item.seen.correctAnswer}
      explanation={item.seen.explanation}
      reference={item.seen.reference}
      labelledBy={headingId}
      header={heading(
        <div className="flex items-center gap-1.5">
          <span className="rounded-full bg-comb px-2.5 py-1 text-xs font-bold text-muted">
            Not counted yet
          </span>
          <VerdictBadge isCorrect={item.selectedAnswer === null ? null : item.isCorrect} />
        </div>,
      )}
    />
  );
}
