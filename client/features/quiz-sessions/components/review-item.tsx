// One question of "Review Your Answers" [000 §2]: the viewer's answer, the correct one, the
// explanation, an optional reference, and Flag and Share.
import { use, useId } from 'react';
import type { QuestionResult } from '#shared/contract/quiz.ts';
import { QuestionReview, VerdictBadge } from '#client/components/question/question-review.tsx';
import { ReviewActionsContext } from './review-actions.ts';

export function ReviewItem({
  item,
  number,
  signedIn,
}: {
  item: QuestionResult;
  number: number;
  signedIn: boolean;
}) {
  const reviewActions = use(ReviewActionsContext);
  const headingId = useId();
  const shareNoteId = useId();
  const shareBlocked = signedIn && !item.ownQuestion;

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
          reviewActions && (
            <>
              <div className="ml-auto flex gap-2">
                <reviewActions.Flag questionId={item.questionId} signedIn={signedIn} />
                <reviewActions.Share
                  questionId={item.questionId}
                  signedIn={signedIn}
                  blocked={shareBlocked}
                  describedBy={shareBlocked ? shareNoteId : undefined}
                />
              </div>
              {shareBlocked && (
                <p id={shareNoteId} className="w-full text-right text-xs text-muted">
                  Only the author can share this question
                </p>
              )}
            </>
          )
        }
      />
    </li>
  );
}
