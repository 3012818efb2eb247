import { describe, expect, it } from 'vitest';
import {
  hiveMastery,
  progressSegments,
  topicButtonLabels,
  topicButtonState,
  type QuestionCounts,
} from './question-bank.ts';

const counts = (
  totalQuestions: number,
  unattemptedQuestions: number,
  incorrectQuestions: number,
  correctQuestions: number,
): QuestionCounts => ({
  totalQuestions,
  unattemptedQuestions,
  incorrectQuestions,
  correctQuestions,
});

describe('topic card button', () => {
  it('is Coming Soon for a topic without questions', () => {
    expect(topicButtonState(counts(0, 0, 0, 0))).toBe('coming-soon');
    expect(topicButtonLabels['coming-soon']).toBe('Coming Soon');
  });

  it('is Keep Learning while any question is new or incorrect', () => {
    expect(topicButtonState(counts(3, 3, 0, 0))).toBe('keep-learning');
    expect(topicButtonState(counts(3, 0, 1, 2))).toBe('keep-learning');
    expect(topicButtonState(counts(3, 1, 0, 2))).toBe('keep-learning');
    expect(topicButtonLabels['keep-learning']).toBe('Keep Learning');
  });

  it('is All Questions Complete! once every question is correct', () => {
    expect(topicButtonState(counts(3, 0, 0, 3))).toBe('complete');
    expect(topicButtonLabels.complete).toBe('All Questions Complete!');
  });
});

describe('hive mastery', () => {
  it('is correct over total, rounded, and 0 for an empty bank', () => {
    expect(hiveMastery(counts(60, 50, 3, 7))).toBe(12);
    expect(hiveMastery(counts(3, 0, 1, 2))).toBe(67);
    expect(hiveMastery(counts(0, 0, 0, 0))).toBe(0);
  });
});

describe('progress bar segments', () => {
  it('splits the bar into correct, incorrect and new', () => {
    expect(progressSegments(counts(4, 1, 1, 2))).toEqual({
      correct: 50,
      incorrect: 25,
      unattempted: 25,
    });
  });

  it('is empty without questions and never exceeds the bar', () => {
    expect(progressSegments(counts(0, 0, 0, 0))).toEqual({
      correct: 0,
      incorrect: 0,
      unattempted: 0,
    });
    const odd = progressSegments(counts(2, 0, 2, 2));
    expect(odd.correct + odd.incorrect + odd.unattempted).toBe(100);
  });
});
