import { describe, expect, it } from 'vitest';
import { allQuestionsMastered } from './mastery.ts';

const counts = (total: number, unattempted: number, incorrect: number, correct: number) => ({
  totalQuestions: total,
  unattemptedQuestions: unattempted,
  incorrectQuestions: incorrect,
  correctQuestions: correct,
});

describe('allQuestionsMastered', () => {
  it('is true when every question is answered correctly', () => {
    expect(allQuestionsMastered(counts(60, 0, 0, 60))).toBe(true);
  });

  it('is false while any question is new or incorrect', () => {
    expect(allQuestionsMastered(counts(60, 1, 0, 59))).toBe(false);
    expect(allQuestionsMastered(counts(60, 0, 1, 59))).toBe(false);
  });

  it('is false for an empty hive', () => {
    expect(allQuestionsMastered(counts(0, 0, 0, 0))).toBe(false);
  });
});
