import { describe, expect, it } from 'vitest';
import { shortDay, summariseDays } from './daily-activity.ts';

describe('last 30 days summary', () => {
  it('adds up answers and finds the busiest (latest on a tie) day', () => {
    expect(
      summariseDays([
        { day: '2026-11-01', answered: 0, correct: 0 },
        { day: '2026-11-02', answered: 5, correct: 3 },
        { day: '2026-11-03', answered: 2, correct: 2 },
        { day: '2026-11-04T00:00:00.000Z', answered: 5, correct: 1 },
      ]),
    ).toEqual({ answered: 12, correct: 6, activeDays: 3, peak: 5, busiestDay: '2026-11-04' });
  });

  it('has no busiest day without answers', () => {
    expect(summariseDays([{ day: '2026-11-01', answered: 0, correct: 0 }])).toEqual({
      answered: 0,
      correct: 0,
      activeDays: 0,
      peak: 0,
      busiestDay: null,
    });
  });
});

describe('short day label', () => {
  it('reads the calendar date without a time-zone shift', () => {
    expect(shortDay('2026-11-01')).toMatch(/^1 Nov$/);
    expect(shortDay('2026-12-31')).toMatch(/^31 Dec$/);
  });
});
