// /preview-question: the questions feature's preview; a stored question (?id=) shows the
// discussion feature's ratings and thread under it, where its author reads comments and reviews
// reported ones (ADR 038).
import { DiscussionPanel } from '#client/features/discussion/components/discussion-panel.tsx';
import { PreviewQuestionPage } from '#client/features/questions/components/preview-question-page.tsx';

export function PreviewQuestionRoute() {
  return <PreviewQuestionPage discussion={DiscussionPanel} />;
}
