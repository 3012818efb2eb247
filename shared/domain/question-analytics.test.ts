// The floors of author analytics (ADR 039), at their edges.
import { describe, expect, it } from 'vitest';
import {
  analyticsWarnings,
  discriminationIndex,
  discriminationText,
  type GroupCounts,
} from './question-analytics.ts';

const none = { a: 0, b: 0, c: 0, d: 0 };
const group = (attempts: number, correct: number, chose = none): GroupCounts => ({
  attempts,
  correct,
  chose,
});

describe('discriminationIndex', () => {
  it('needs 5 first attempts in each group', () => {
    expect(discriminationIndex(group(4, 4), group(10, 0))).toBeNull();
    expect(discriminationIndex(group(10, 10), group(4, 0))).toBeNull();
    expect(discriminationIndex(group(5, 4), group(5, 1))).toBe(0.6);
  });
});

describe('analyticsWarnings', () => {
  const base = { correctAnswer: 'a' as const, top: group(0, 0) };
  it('an option at exactly 5% is not "almost never chosen"; under it is, from 20 attempts', () => {
    const at = analyticsWarnings({
      ...base,
      firstAttempts: 40,
      correctFirst: 20,
      chose: { a: 20, b: 17, c: 2, d: 1 },
    });
    expect(at.map((w) => w.text)).toEqual(['Option D is almost never chosen']);
    const few = analyticsWarnings({
      ...base,
      firstAttempts: 19,
      correctFirst: 19,
      chose: { a: 19, b: 0, c: 0, d: 0 },
    });
    expect(few).toEqual([]);
  });

  it('"Too easy" is over 95%, not at it', () => {
    const at = analyticsWarnings({
      ...base,
      firstAttempts: 40,
      correctFirst: 38,
      chose: { a: 38, b: 2, c: 0, d: 0 },
    });
    expect(at.map((w) => w.kind)).not.toContain('too-easy');
    const over = analyticsWarnings({
      ...base,
      firstAttempts: 40,
      correctFirst: 39,
      chose: { a: 39, b: 1, c: 0, d: 0 },
    });
    expect(over.map((w) => w.text)).toContain('Too easy');
  });

  it('strong trainees preferring a distractor: only when it beats the key, not on a tie', () => {
    const tie = analyticsWarnings({
      ...base,
      firstAttempts: 10,
      correctFirst: 5,
      chose: none,
      top: group(10, 5, { a: 5, b: 0, c: 5, d: 0 }),
    });
    expect(tie).toEqual([]);
    const beats = analyticsWarnings({
      ...base,
      firstAttempts: 10,
      correctFirst: 3,
      chose: none,
      top: group(10, 3, { a: 3, b: 2, c: 0, d: 5 }),
    });
    expect(beats.map((w) => w.text)).toEqual([
      'Strong trainees prefer option D to your key: check the answer',
    ]);
  });
});

describe('discriminationText', () => {
  it('says what the index means', () => {
    expect(discriminationText(0.35)).toBe('0.35: good — strong trainees get it right more often');
    expect(discriminationText(null)).toBe('Not enough answers from strong and weak trainees yet');
  });
});
