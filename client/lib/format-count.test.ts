import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups digits by three, as en-NZ does', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(-12345)).toBe('-12,345');
  });

  it('writes any number as toLocaleString("en-NZ") does', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double(), fc.constantFrom(-0, 2 ** 60)),
        (value) => {
          expect(formatCount(value)).toBe(value.toLocaleString('en-NZ'));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
