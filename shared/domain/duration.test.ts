import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';
import { timeRanOut } from './exam-time.ts';

describe('formatDuration', () => {
  it('says seconds, minutes and hours in words', () => {
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(24 * 60)).toBe('24 min');
    expect(formatDuration(12 * 60 + 5)).toBe('12 min 5 s');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(2 * 3600)).toBe('2 h');
    expect(formatDuration(3600 + 12 * 60 + 30)).toBe('1 h 12 min');
  });
});

describe('timeRanOut', () => {
  it('is true when the server submitted it, or when the whole limit was used', () => {
    const exam = { autoSubmitted: false, timeLimitSeconds: 1440, timeUsedSeconds: 600 };
    expect(timeRanOut(exam)).toBe(false);
    expect(timeRanOut({ ...exam, autoSubmitted: true })).toBe(true);
    expect(timeRanOut({ ...exam, timeUsedSeconds: 1440 })).toBe(true);
    expect(timeRanOut({ ...exam, timeLimitSeconds: null, timeUsedSeconds: 99_999 })).toBe(false);
  });
});
