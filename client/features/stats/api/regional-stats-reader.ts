// GET /api/stats/regional's rows read without Zod: the landing page's Regional Leaderboard is the
// only response a visitor's /auth checked with a contract, and building Zod's schemas for it (the
// stats contract with the question views it imports) was the largest task of that page's
// start-up after its first paint (issue 11, ADR 051). The same rules as regionalStatsSchema;
// regional-stats-reader.test.ts checks that both agree.
import type { RegionalStat } from '#shared/contract/stats.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Zod's `z.number().int()`: a safe integer. */
const isInt = (value: unknown): value is number => Number.isSafeInteger(value);

function readRow(value: unknown): RegionalStat | undefined {
  if (!isObject(value)) return undefined;
  const { region, totalPoints, questionsAnswered, questionsWritten } = value;
  if (typeof region !== 'string') return undefined;
  if (!isInt(totalPoints) || !isInt(questionsAnswered) || !isInt(questionsWritten))
    return undefined;
  // unknown keys dropped, as Zod does
  return { region, totalPoints, questionsAnswered, questionsWritten };
}

/** The regional rows of the response, or undefined when it is not what the contract says. */
export function readRegionalStats(json: unknown): RegionalStat[] | undefined {
  if (!Array.isArray(json)) return undefined;
  const rows: RegionalStat[] = [];
  for (const value of json) {
    const row = readRow(value);
    if (!row) return undefined;
    rows.push(row);
  }
  return rows;
}
