// /all-answered-questions and /wrong-answers: the stats feature's answer history, each answer
// carrying the discussion feature's ratings and thread behind a closed disclosure (ADR 038), so
// a page of answers loads no discussion until one is opened.
import { DiscussionDisclosure } from '#client/features/discussion/components/discussion-disclosure.tsx';
import {
  AnsweredQuestionsPage,
  WrongAnswersPage,
} from '#client/features/stats/components/history-page.tsx';

export function AnsweredQuestionsRoute() {
  return <AnsweredQuestionsPage discuss={DiscussionDisclosure} />;
}

export function WrongAnswersRoute() {
  return <WrongAnswersPage discuss={DiscussionDisclosure} />;
}
