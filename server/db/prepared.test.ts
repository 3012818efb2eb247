// queryPrepared: each statement text gets its own name, so many statements share the pool's
// connections without one's name ever meeting another's text (node-postgres refuses that).
// preparedStatement: inside a transaction it runs on the transaction's connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { preparedStatement, queryPrepared } from './prepared.ts';

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

describe('preparedStatement', () => {
  // transaction-local: visible only on the connection and in the transaction that set it
  const setMark = preparedStatement<{ mark: string }>(
    sql`select set_config('hive.mark', ${sql.placeholder('mark')}::text, true) as mark`,
  );
  const readMark = sql`select current_setting('hive.mark', true) as mark`;

  it("runs in the caller's transaction, and on the pool outside one", async () => {
    const seen = await t.db.transaction(async (tx) => {
      await setMark(tx, { mark: 'in the transaction' });
      const { rows } = await tx.execute<{ mark: string | null }>(readMark);
      return rows[0]?.mark;
    });
    expect(seen).toBe('in the transaction');

    const [outside] = await setMark(t.db, { mark: 'alone' });
    expect(outside?.mark).toBe('alone');
  });

  it('fills each call with its own values', async () => {
    const add = preparedStatement<{ n: number }>(
      sql`select (${sql.placeholder('a')}::int + cardinality(${sql.placeholder('list')}::int[]))::int as n`,
    );
    const rows = await Promise.all(
      Array.from({ length: 20 }, (_, i) => add(t.db, { a: i, list: Array(i).fill(1) })),
    );
    rows.forEach((r, i) => expect(r).toEqual([{ n: 2 * i }]));
  });
});
