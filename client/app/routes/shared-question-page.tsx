// /shared/:code: sharing's shared question page, with the discussion feature's ratings and thread
// once a signed-in viewer has answered (ADR 038).
import { DiscussionPanel } from '#client/features/discussion/components/discussion-panel.tsx';
import { SharedQuestionPage } from '#client/features/sharing/components/shared-question-page.tsx';

export function SharedQuestionRoute() {
  return <SharedQuestionPage discussion={DiscussionPanel} />;
}
