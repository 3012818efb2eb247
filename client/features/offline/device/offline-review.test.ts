import { describe, expect, it } from 'vitest';
import { questionId, quizQuestion } from '#client/lib/quiz-session/test-fixtures.ts';
import { offlineReview } from './offline-review.ts';

const questions = [1, 2, 3, 4].map((n) => quizQuestion(questionId(n)));
const key = (n: number, correctAnswer: 'a' | 'b' | 'c' | 'd') => ({
  questionId: questionId(n),
  correctAnswer,
  explanation: `Because ${n}`,
  reference: '',
});

describe('offlineReview', () => {
  it('checks only the questions whose key the server sent, and leaves the rest for syncing', () => {
    const review = offlineReview(
      questions,
      [
        { questionId: questionId(1), selectedAnswer: 'a' },
        { questionId: questionId(2), selectedAnswer: 'a' },
        { questionId: questionId(3), selectedAnswer: 'c' },
      ],
      [key(1, 'a'), key(2, 'b'), key(4, 'd')],
    );
    expect(review.items.map((item) => [item.selectedAnswer, item.isCorrect])).toEqual([
      ['a', true],
      ['a', false],
      ['c', null], // unseen: its result comes after syncing, whatever was chosen
      [null, false], // seen but left unanswered: incorrect, as the server counts it
    ]);
    expect(review.items[2]!.seen).toBeNull();
    expect(review.items[0]!.seen?.explanation).toBe('Because 1');
    expect(review).toMatchObject({ checked: 3, correct: 1 });
  });

  it('checks nothing when the quiz carried no key', () => {
    const review = offlineReview(questions, [], []);
    expect(review).toMatchObject({ checked: 0, correct: 0 });
    expect(review.items.every((item) => item.seen === null && item.isCorrect === null)).toBe(true);
  });
});
