// The one way a stored question goes on the wire (shared/contract/question-view.ts): the view
// for whoever is answering it, the revealed form once they may see the answer key.
import type {
  QuestionReveal,
  QuestionView,
  RevealedQuestion,
} from '#shared/contract/question-view.ts';
import type { FullQuestion } from './question-read.ts';

/** Each question answered in a quiz or from a share link is worth 1 point. */
export const pointsPerAnswer = 1;

/** The question without its answer key. */
export function presentQuestion(question: FullQuestion): QuestionView {
  return {
    id: question.id,
    questionText: question.questionText,
    topics: question.topics.map((topic) => ({ name: topic.name })),
    answers: question.answers.map((option) => ({ id: option.id, text: option.text })),
    points: pointsPerAnswer,
  };
}

/** Only what answering reveals. */
export function presentReveal(question: FullQuestion): QuestionReveal {
  return {
    correctAnswer: question.correctAnswer,
    explanation: question.explanation,
    reference: question.reference,
  };
}

/** The question with its answer key, explanation and reference. */
export function presentRevealedQuestion(question: FullQuestion): RevealedQuestion {
  return { ...presentQuestion(question), ...presentReveal(question) };
}
