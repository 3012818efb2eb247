// /all-answered-questions and /wrong-answers: the stats feature's answer history, each answer
// carrying the saved feature's Save button with its note (ADR 033) and the discussion feature's
// ratings and thread behind a closed disclosure (ADR 038), so a page of answers loads no
// discussion until one is opened.
import { DiscussionDisclosure } from '#client/features/discussion/components/discussion-disclosure.tsx';
import { SaveButton } from '#client/features/saved/components/save-button.tsx';
import {
  AnsweredQuestionsPage,
  WrongAnswersPage,
} from '#client/features/stats/components/history-page.tsx';

export function AnsweredQuestionsRoute() {
  return <AnsweredQuestionsPage discuss={DiscussionDisclosure} save={SaveButton} />;
}

export function WrongAnswersRoute() {
  return <WrongAnswersPage discuss={DiscussionDisclosure} save={SaveButton} />;
}
