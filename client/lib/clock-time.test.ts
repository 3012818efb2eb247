import { describe, expect, it } from 'vitest';
import { clockTime } from './clock-time.ts';

describe('clockTime', () => {
  it('is the local 24-hour HH:MM the notice promises', () => {
    expect(clockTime(new Date(2026, 10, 24, 14, 5).getTime())).toBe('14:05');
    expect(clockTime(new Date(2026, 10, 24, 9, 7).getTime())).toBe('09:07');
    expect(clockTime(new Date(2026, 10, 24, 0, 0).getTime())).toBe('00:00');
  });
});
