// queryPrepared: each statement text gets its own name, so many statements share the pool's
// connections without one's name ever meeting another's text (node-postgres refuses that).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { queryPrepared } from './prepared.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('queryPrepared', () => {
  it('runs different statements repeatedly, with their own values, on shared connections', async () => {
    const runs = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0
        ? queryPrepared<{ n: number }>(t.db, sql`select ${i}::int + 1 as n`)
        : queryPrepared<{ s: string }>(t.db, sql`select ${`x${i}`}::text || '!' as s`),
    );
    const rows = await Promise.all(runs);
    rows.forEach((r, i) => expect(r).toEqual(i % 2 === 0 ? [{ n: i + 1 }] : [{ s: `x${i}!` }]));
  });
});
