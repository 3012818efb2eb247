// Quiz sessions as the server issues them, for the unit tests of the quiz runner, results, exam
// and offline study.
import type { ReadySession } from './quiz-storage.ts';

export const questionId = (n: number) => `1a2b3c4d-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const quizQuestion = (id: string) => ({
  id,
  questionText: `Question ${id}`,
  topics: [{ name: 'Physiology' }],
  answers: (['a', 'b', 'c', 'd'] as const).map((option) => ({ id: option, text: option })),
  points: 1,
  images: [],
  createdBy: 'Ada',
});

/** A ready Quick 10 session of `count` questions (questionId(1)…). */
export const readySession = (
  id: string,
  count: number,
  claimToken: string | null = null,
): ReadySession => ({
  id,
  quizType: 'quick',
  topicId: null,
  reviewMode: null,
  quiz: null,
  exam: null,
  claimToken,
  questions: Array.from({ length: count }, (_, i) => quizQuestion(questionId(i + 1))),
});
