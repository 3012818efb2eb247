// /results: the results feature's screen; each reviewed question gets the flags feature's
// Flag button, the sharing feature's Share button, the saved feature's Save button and the
// discussion feature's ratings and thread.
import { DiscussionPanel } from '#client/features/discussion/components/discussion-panel.tsx';
import { FlagButton } from '#client/features/flags/components/flag-button.tsx';
import { ResultsPage } from '#client/features/results/results-page.tsx';
import type { ReviewActions } from '#client/features/results/review-actions.ts';
import { SaveButton } from '#client/features/saved/components/save-button.tsx';
import { ShareQuestionButton } from '#client/features/sharing/components/share-question-button.tsx';

const reviewActions: ReviewActions = {
  Flag: FlagButton,
  Share: ShareQuestionButton,
  Save: SaveButton,
  Discuss: DiscussionPanel,
};

export function ResultsRoute() {
  return <ResultsPage reviewActions={reviewActions} />;
}
