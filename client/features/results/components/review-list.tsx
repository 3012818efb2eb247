// "Review Your Answers" [product#results]: every question with the viewer's answer, the correct
// one, the explanation and an optional reference (QuestionReview), and — on /results — Flag and
// Share, which the route passes in.
import { useId, type ReactNode } from 'react';
import { ListChecks } from 'lucide-react';
import type { QuestionResult } from '#shared/contract/quiz.ts';
import { QuestionReview, VerdictBadge } from '#client/components/question/question-review.tsx';
import type { ReviewActions } from '../review-actions.ts';

export function ReviewList({
  items,
  signedIn,
  actions,
  discuss,
  headerAction,
}: {
  items: readonly QuestionResult[];
  signedIn: boolean;
  actions?: ReviewActions;
  /** ratings and the thread under each revealed question (ADR 038) */
  discuss?: ReviewActions['Discuss'] | undefined;
  /** beside the heading (Take it again) */
  headerAction?: ReactNode;
}) {
  return (
    <section aria-labelledby="review-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="review-heading" className="flex items-center gap-2 text-xl font-bold">
          <ListChecks className="size-5 text-honey-700" aria-hidden />
          Review Your Answers
        </h2>
        {headerAction}
      </div>
      <ol className="flex flex-col gap-4">
        {items.map((item, i) => (
          <ReviewItem
            key={item.questionId}
            item={item}
            number={i + 1}
            signedIn={signedIn}
            actions={actions}
            Discuss={discuss}
          />
        ))}
      </ol>
    </section>
  );
}

function ReviewItem({
  item,
  number,
  signedIn,
  actions,
  Discuss,
}: {
  item: QuestionResult;
  number: number;
  signedIn: boolean;
  actions: ReviewActions | undefined;
  Discuss: ReviewActions['Discuss'] | undefined;
}) {
  const headingId = useId();
  // Ratings and the thread only where the answer is revealed, for a signed-in viewer.
  const discussed = Discuss !== undefined && signedIn && item.correctAnswer !== null;

  return (
    <li>
      <QuestionReview
        question={item}
        selectedAnswer={item.selectedAnswer}
        correctAnswer={item.correctAnswer}
        explanation={
          item.explanation ?? 'Answer this question in a quiz to see its answer and explanation.'
        }
        reference={item.reference}
        peerStats={item.correctAnswer === null ? undefined : item.peerStats}
        labelledBy={headingId}
        header={
          <div className="flex items-center justify-between gap-2">
            <h3 id={headingId} className="text-sm font-bold text-honey-700">
              Question {number}
            </h3>
            <div className="flex items-center gap-1.5">
              {item.points > 0 && (
                <span className="tabular rounded-full bg-honey-500 px-2 py-1 text-xs font-bold">
                  +{item.points} nectar
                </span>
              )}
              <VerdictBadge isCorrect={item.selectedAnswer === null ? null : item.isCorrect} />
            </div>
          </div>
        }
        actions={
          (actions || discussed) && (
            <>
              {actions && (
                <>
                  <div className="ml-auto flex gap-2">
                    {/* a signed-in trainee flags only what they answered (ADR 058); a visitor
                        is still told to sign in */}
                    {(!signedIn || item.correctAnswer !== null) && (
                      <actions.Flag questionId={item.questionId} signedIn={signedIn} />
                    )}
                    <actions.Share questionId={item.questionId} signedIn={signedIn} />
                  </div>
                  {actions.Save && signedIn && item.correctAnswer !== null && (
                    <actions.Save questionId={item.questionId} />
                  )}
                </>
              )}
              {discussed && <Discuss questionId={item.questionId} />}
            </>
          )
        }
      />
    </li>
  );
}
