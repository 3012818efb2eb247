// The one way a stored question goes on the wire (shared/contract/question-view.ts): the view
// for whoever is answering it, the revealed form once they may see the answer key, and a quiz
// result's question, whose reveal is withheld when it was left unanswered. What a result reveals
// is decided here and nowhere else; so are the peer statistics (ADR 032), which hint at the
// answer and so travel only with a reveal to a viewer who answered.
import type {
  AnsweredReveal,
  AuthoredQuestionView,
  OptionId,
  PeerStats,
  QuestionReveal,
  QuestionView,
  RevealedQuestion,
  WithheldReveal,
} from '#shared/contract/question-view.ts';
import type { QuestionResult } from '#shared/contract/quiz.ts';
import { imageUrl, type QuestionImageView } from '#shared/contract/images.ts';
import type { FullQuestion } from './question-read.ts';

/** Each question answered in a quiz or from a share link is worth 1 point. */
export const pointsPerAnswer = 1;

/** A question's images as every view shows them: by URL, with alt text and size (ADR 040). */
function presentImages(question: FullQuestion): QuestionImageView[] {
  return question.images.map(({ hash, alt, width, height }) => ({
    url: imageUrl(hash),
    alt,
    width,
    height,
  }));
}

/** The question without its answer key. */
export function presentQuestion(question: FullQuestion): QuestionView {
  return {
    id: question.id,
    questionText: question.questionText,
    topics: question.topics.map((topic) => ({ name: topic.name })),
    answers: question.answers.map((option) => ({ id: option.id, text: option.text })),
    points: pointsPerAnswer,
    images: presentImages(question),
  };
}

/** The question with its author, still without its answer key: what a quiz session issues. */
export function presentAuthoredQuestion(question: FullQuestion): AuthoredQuestionView {
  return { ...presentQuestion(question), createdBy: question.createdBy };
}

/** Only what answering reveals. */
export function presentReveal(question: FullQuestion): QuestionReveal {
  return {
    correctAnswer: question.correctAnswer,
    explanation: question.explanation,
    reference: question.reference,
  };
}

/** What answering reveals to the viewer who answered: the key and the peer statistics (loaded
 * for this viewer by peer-stats.ts). */
export function presentAnsweredReveal(
  question: FullQuestion,
  peerStats: PeerStats | null,
): AnsweredReveal {
  return { ...presentReveal(question), peerStats };
}

/** The question with its answer key, explanation and reference (its author's form). */
export function presentRevealedQuestion(question: FullQuestion): RevealedQuestion {
  return { ...presentQuestion(question), ...presentReveal(question) };
}

const withheld: WithheldReveal = {
  correctAnswer: null,
  explanation: null,
  reference: null,
  peerStats: null,
};

/**
 * What a result may reveal about a question: its answer key (correct option, explanation,
 * reference) only when the user answered it. Otherwise completing a quiz with no answers would
 * hand out the key of every issued question while recording nothing. A shared
 * quiz's question defaulted to option a [product#unanswered-as-a] was not answered either.
 */
function presentResultReveal(
  question: FullQuestion,
  answered: boolean,
  peerStats: PeerStats | null,
): WithheldReveal {
  return answered ? presentAnsweredReveal(question, peerStats) : withheld;
}

export interface QuestionOutcome {
  /** the option scored (a shared quiz's unanswered question counts as a), or null */
  selectedAnswer: OptionId | null;
  /** the user chose an option themselves: only then is the answer key revealed */
  answered: boolean;
  /** nectar this answer earned */
  pointsEarned: number;
  /** the signed-in viewer, to mark their own questions */
  viewerId: string | null;
  /** the question's peer statistics for this viewer, shown only if answered */
  peerStats: PeerStats | null;
}

/** One question of a quiz result: the authored view, the answer scored and its reveal. */
export function presentQuestionResult(
  question: FullQuestion,
  outcome: QuestionOutcome,
): QuestionResult {
  const view = presentAuthoredQuestion(question);
  return {
    questionId: view.id,
    questionText: view.questionText,
    topics: view.topics,
    answers: view.answers,
    images: view.images,
    selectedAnswer: outcome.selectedAnswer,
    isCorrect: outcome.selectedAnswer === question.correctAnswer,
    ...presentResultReveal(question, outcome.answered, outcome.peerStats),
    points: outcome.pointsEarned,
    createdBy: view.createdBy,
    ownQuestion: outcome.viewerId !== null && view.createdBy === outcome.viewerId,
  };
}

/**
 * A stored result's questions as they may be shown again: results kept before the rule above
 * lose the keys of unanswered questions, and each revealed question gets its peer statistics as
 * they are now when `live` holds them (loaded for the viewer), or as they were stored when the
 * quiz was completed (null for results stored before peer statistics existed).
 */
export function presentStoredResults(
  results: QuestionResult[],
  live: Map<string, PeerStats | null> | null,
): QuestionResult[] {
  return results.map((stored) => {
    // Results stored before questions had images (ADR 040) have none.
    const r = { ...stored, images: (stored.images as QuestionImageView[] | undefined) ?? [] };
    return r.selectedAnswer === null || r.correctAnswer === null
      ? { ...r, ...withheld }
      : { ...r, peerStats: (live ? live.get(r.questionId) : r.peerStats) ?? null };
  });
}
