import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaReading } from '#client/lib/json-reading.arbitraries.ts';
import { regionalStatsSchema } from '#shared/contract/stats.ts';
import { readRegionalStats } from './regional-stats-reader.ts';

const zodReading = schemaReading(regionalStatsSchema);

// Numbers around the integer rules' edges: fractions, huge, NaN, infinities, -0.
const count = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, -0, 2 ** 60),
  fc.string(),
  fc.constant(null),
);
// Rows near the contract, so that most are valid and the rest break one rule at a time.
const nearRow = fc.oneof(
  fc.record(
    {
      region: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      totalPoints: count,
      questionsAnswered: count,
      questionsWritten: count,
      extra: fc.anything(),
    },
    { requiredKeys: ['region', 'totalPoints'] },
  ),
  fc.anything(),
);
const nearRows = fc.oneof(fc.array(nearRow, { maxLength: 4 }), fc.anything());

describe('readRegionalStats', () => {
  it('reads the rows the server sends, dropping unknown keys', () => {
    expect(
      readRegionalStats([
        {
          region: 'Auckland',
          totalPoints: 1200,
          questionsAnswered: 30,
          questionsWritten: 2,
          id: 7,
        },
      ]),
    ).toEqual([
      { region: 'Auckland', totalPoints: 1200, questionsAnswered: 30, questionsWritten: 2 },
    ]);
    expect(readRegionalStats([])).toEqual([]);
  });

  it('refuses a fraction, a missing count, a row that is not an object, or no array', () => {
    const row = { region: 'Otago', totalPoints: 1, questionsAnswered: 1, questionsWritten: 1 };
    expect(readRegionalStats([{ ...row, totalPoints: 1.5 }])).toBeUndefined();
    expect(readRegionalStats([{ ...row, questionsWritten: undefined }])).toBeUndefined();
    expect(readRegionalStats([row, null])).toBeUndefined();
    expect(readRegionalStats({ 0: row })).toBeUndefined();
  });

  it('agrees with regionalStatsSchema on any value near the contract', () => {
    fc.assert(
      fc.property(nearRows, (json) => {
        expect(readRegionalStats(json)).toEqual(zodReading(json));
      }),
      { numRuns: 2000 },
    );
  });
});
