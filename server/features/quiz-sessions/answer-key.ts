// What a result may reveal about a question: its answer key (correct option, explanation,
// reference) only when the user answered it. Otherwise completing a quiz with no answers would
// hand out the key of every issued question while recording nothing (issue 7, defect 3).
export interface AnswerKey {
  correctAnswer: 'a' | 'b' | 'c' | 'd';
  explanation: string;
  reference: string;
}

export type RevealedKey = { [K in keyof AnswerKey]: AnswerKey[K] | null };

const hidden: RevealedKey = { correctAnswer: null, explanation: null, reference: null };

/** The key of a question, or nulls when the user did not answer it. */
export function revealKey(question: AnswerKey, answered: boolean): RevealedKey {
  if (!answered) return hidden;
  return {
    correctAnswer: question.correctAnswer,
    explanation: question.explanation,
    reference: question.reference,
  };
}

/** A stored result as it may be shown again: results kept before this rule lose unanswered keys. */
export function hideUnansweredKeys<T extends RevealedKey & { selectedAnswer: string | null }>(
  results: T[],
): T[] {
  return results.map((r) => (r.selectedAnswer === null ? { ...r, ...hidden } : r));
}
