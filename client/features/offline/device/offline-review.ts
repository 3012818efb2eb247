// What a quiz finished offline can show before it is sent (ADR 048): each question with the
// answer given, and, for a question the user had already answered before the download (the
// server sent its key, downloads.ts), whether that answer is right and the explanation.
// Every other question's result comes from the server after syncing.
import type { CompleteQuizInput, QuizQuestion, SeenAnswer } from '#shared/contract/quiz.ts';
import type { OptionId } from '#shared/contract/question-view.ts';

export interface OfflineReviewItem {
  question: QuizQuestion;
  selectedAnswer: OptionId | null;
  /** the key the server sent for a seen question; null: its result comes after syncing */
  seen: SeenAnswer | null;
  /** with a key: the answer given is right (unanswered counts as incorrect, as on the server) */
  isCorrect: boolean | null;
}

export interface OfflineReview {
  items: OfflineReviewItem[];
  /** questions checked on this device */
  checked: number;
  correct: number;
}

export function offlineReview(
  questions: QuizQuestion[],
  answers: CompleteQuizInput['answers'],
  seen: SeenAnswer[],
): OfflineReview {
  const chosen = new Map(answers.map((a) => [a.questionId, a.selectedAnswer]));
  const keys = new Map(seen.map((key) => [key.questionId, key]));
  const items = questions.map((question): OfflineReviewItem => {
    const selectedAnswer = chosen.get(question.id) ?? null;
    const key = keys.get(question.id) ?? null;
    return {
      question,
      selectedAnswer,
      seen: key,
      isCorrect: key ? selectedAnswer === key.correctAnswer : null,
    };
  });
  return {
    items,
    checked: items.filter((item) => item.seen).length,
    correct: items.filter((item) => item.isCorrect).length,
  };
}
