// /topic-question-count: quiz-sessions' count picker with offline's Download for offline button
// (ADR 048, 069).
import { DownloadTopicButton } from '#client/features/offline/download-topic-button.tsx';
import { TopicQuestionCountPage } from '#client/features/quiz-sessions/topic-question-count-page.tsx';

export function TopicQuestionCountRoute() {
  return <TopicQuestionCountPage Download={DownloadTopicButton} />;
}
