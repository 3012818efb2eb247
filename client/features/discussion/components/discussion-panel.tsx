// Ratings and the thread under a revealed question (ADR 038), the discussion feature's part of
// the results review and the shared question page, passed in by app/routes (results.tsx, as the
// saved feature's Save button, and shared-question-page.tsx).
import { RatingPanel } from './rating-panel.tsx';
import { DiscussionThread } from './discussion-thread.tsx';

export function DiscussionPanel({ questionId }: { questionId: string }) {
  return (
    <div className="order-last flex w-full flex-col gap-3 border-t border-line pt-3">
      <RatingPanel questionId={questionId} />
      <DiscussionThread questionId={questionId} />
    </div>
  );
}
