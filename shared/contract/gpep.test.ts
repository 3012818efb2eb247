// The year onboarding offers first [product#onboarding]: New Zealand's calendar year.
import { describe, expect, it } from 'vitest';
import { defaultGpepYear } from './gpep.ts';

describe('defaultGpepYear', () => {
  it('is the calendar year in New Zealand, December included', () => {
    expect(defaultGpepYear(new Date('2026-12-07T22:00:00Z'))).toBe(2026);
    expect(defaultGpepYear(new Date('2026-06-01T00:00:00Z'))).toBe(2026);
  });

  it('turns over at midnight in Auckland, not in UTC', () => {
    // 31 December 2026, 11:30 UTC is 1 January 2027, 00:30 in Auckland (NZDT, UTC+13)
    expect(defaultGpepYear(new Date('2026-12-31T11:30:00Z'))).toBe(2027);
    expect(defaultGpepYear(new Date('2026-12-31T10:30:00Z'))).toBe(2026);
  });

  it('stays within the years offered', () => {
    expect(defaultGpepYear(new Date('2023-03-01T00:00:00Z'))).toBe(2025);
    expect(defaultGpepYear(new Date('2050-03-01T00:00:00Z'))).toBe(2044);
  });
});
