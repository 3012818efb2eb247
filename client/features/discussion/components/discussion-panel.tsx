// Ratings and the thread under a revealed question (ADR 038), the discussion feature's part of
// the results review and the shared question page, passed in by app/routes (results.tsx, as the
// saved feature's Save button, and shared-question-page.tsx). Both read only once the panel nears
// the screen: ten of them under /results read nothing until the reader scrolls to them.
import { useNearViewport } from '#client/lib/use-near-viewport.ts';
import { RatingPanel } from './rating-panel.tsx';
import { DiscussionThread } from './discussion-thread.tsx';

export function DiscussionPanel({ questionId }: { questionId: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="order-last flex w-full flex-col gap-3 border-t border-line pt-3">
      <RatingPanel questionId={questionId} load={near} />
      <DiscussionThread questionId={questionId} load={near} />
    </div>
  );
}
