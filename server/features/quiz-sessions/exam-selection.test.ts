// The exam's proportional quotas (largest remainder), as properties over any bank.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { proportionalQuotas } from './exam-selection.ts';

const banks = fc
  .array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 30 })
  .map((sizes) => new Map(sizes.map((size, i) => [i + 1, size])));

describe('proportionalQuotas', () => {
  it('adds up to the length asked for, or the whole bank when it is smaller', () => {
    fc.assert(
      fc.property(banks, fc.constantFrom(20, 50, 100), (sizes, wanted) => {
        const total = [...sizes.values()].reduce((a, b) => a + b, 0);
        const quotas = proportionalQuotas(sizes, wanted);
        const sum = [...quotas.values()].reduce((a, b) => a + b, 0);
        expect(sum).toBe(Math.min(wanted, total));
      }),
    );
  });

  it('gives each topic its share rounded down or up, never more than it has', () => {
    fc.assert(
      fc.property(banks, fc.constantFrom(20, 50, 100), (sizes, wanted) => {
        const total = [...sizes.values()].reduce((a, b) => a + b, 0);
        const take = Math.min(wanted, total);
        for (const [group, quota] of proportionalQuotas(sizes, wanted)) {
          const exact = (sizes.get(group)! * take) / total;
          expect(quota).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(quota).toBeLessThanOrEqual(Math.ceil(exact));
          expect(quota).toBeLessThanOrEqual(sizes.get(group)!);
        }
      }),
    );
  });

  it('splits 20 from topics of 30 and 10 as 15 and 5; an empty bank gives nothing', () => {
    expect(
      proportionalQuotas(
        new Map([
          [1, 30],
          [2, 10],
        ]),
        20,
      ),
    ).toEqual(
      new Map([
        [1, 15],
        [2, 5],
      ]),
    );
    expect(proportionalQuotas(new Map(), 20)).toEqual(new Map());
  });
});
