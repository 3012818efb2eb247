import { describe, expect, it } from 'vitest';
import { nextReviewText } from './next-review.ts';

describe('nextReviewText', () => {
  const now = new Date(2026, 10, 24, 21, 0);
  it('counts calendar days, not 24-hour spans', () => {
    expect(nextReviewText(new Date(2026, 10, 25, 7, 0).toISOString(), now)).toBe(
      'Nothing due. Next review tomorrow',
    );
    expect(nextReviewText(new Date(2026, 10, 27, 20, 0).toISOString(), now)).toBe(
      'Nothing due. Next review in 3 days',
    );
    expect(nextReviewText(new Date(2026, 10, 24, 23, 0).toISOString(), now)).toBe(
      'Nothing due. Next review later today',
    );
  });
  it('says how cards arrive when there are none', () => {
    expect(nextReviewText(null, now)).toMatch(/^Nothing due yet/);
  });
});
