import type { ComponentType } from 'react';
import type { HistoryItem as Item } from '#shared/contract/stats.ts';
import { relativeTime } from '#shared/domain/relative-time.ts';
import { QuestionReview, VerdictBadge } from '#client/components/question/question-review.tsx';

/**
 * One answered question: the options with "Your answer" and "Correct answer" marked by icon and
 * word (never colour alone), then the explanation and its reference.
 */
export function HistoryItem({
  item,
  now,
  Discuss,
  Save,
}: {
  item: Item;
  now: Date;
  /** the discussion feature's ratings and thread, passed in by app/routes/history.tsx */
  Discuss?: ComponentType<{ questionId: string }> | undefined;
  /** the saved feature's Save button and note, passed in by app/routes/history.tsx */
  Save?: ComponentType<{ questionId: string }> | undefined;
}) {
  return (
    <QuestionReview
      question={item}
      selectedAnswer={item.selectedAnswer}
      correctAnswer={item.correctAnswer}
      explanation={item.explanation}
      reference={item.reference}
      peerStats={item.peerStats}
      textAs="h2"
      actions={
        (Save || Discuss) && (
          <>
            {Save && <Save questionId={item.questionId} />}
            {Discuss && <Discuss questionId={item.questionId} />}
          </>
        )
      }
      header={
        <div className="flex flex-wrap items-center justify-between gap-2">
          <VerdictBadge isCorrect={item.isCorrect} />
          <time
            dateTime={item.answeredAt}
            title={new Date(item.answeredAt).toLocaleString()}
            className="text-sm text-muted"
          >
            {relativeTime(item.answeredAt, now, { dateAfterDays: 7 })}
          </time>
        </div>
      }
    />
  );
}
