// /results: the results feature's screen; each reviewed question gets the flags feature's
// Flag button, the sharing feature's Share button, the saved feature's Save button and the
// discussion feature's ratings and thread; Next 10 and the insight line read the stats feature's
// question counts and due count.
import { DiscussionPanel } from '#client/features/discussion/components/discussion-panel.tsx';
import { FlagButton } from '#client/features/flags/components/flag-button.tsx';
import { ResultsPage } from '#client/features/results/results-page.tsx';
import type { ReviewActions } from '#client/features/results/review-actions.ts';
import { SaveButton } from '#client/features/saved/components/save-button.tsx';
import { ShareQuestionButton } from '#client/features/sharing/components/share-question-button.tsx';
import { useDueCounts } from '#client/features/stats/api/due-counts.ts';
import { useQuestionStats } from '#client/features/stats/api/question-stats.ts';

const reviewActions: ReviewActions = {
  Flag: FlagButton,
  Share: ShareQuestionButton,
  Save: SaveButton,
  Discuss: DiscussionPanel,
};

export function ResultsRoute() {
  const stats = useQuestionStats().data;
  const due = useDueCounts().data?.due;
  return <ResultsPage reviewActions={reviewActions} facts={{ stats, due }} />;
}
