// /share-question?id=: the author's screen from questions, with the link made by sharing.
import { ShareQuestionPage } from '#client/features/questions/components/share-question-page.tsx';
import {
  sharedQuestionUrl,
  useShareQuestion,
} from '#client/features/sharing/api/share-question.ts';

export function ShareQuestionRoute() {
  const share = useShareQuestion();
  return <ShareQuestionPage createLink={share.mutateAsync} linkUrl={sharedQuestionUrl} />;
}
