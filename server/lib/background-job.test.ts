// A job's turn goes to one caller per interval, however many processes ask at once: two servers
// on one database must not sweep twice (ADR 045).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '#server/db/client.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { claimJobTurn } from './background-job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const everyMs = 60_000;

describe('claimJobTurn', () => {
  it('gives a turn to exactly one of many concurrent callers, then none until the interval passes', async () => {
    // Ten connections of their own, as ten app processes would have.
    const others = Array.from({ length: 10 }, () => connectDatabase(t.url, { max: 1 }));
    try {
      const claims = await Promise.all(
        others.map(({ db }) => claimJobTurn(db, 'test-job', everyMs)),
      );
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await claimJobTurn(t.db, 'test-job', everyMs)).toBe(false);

      await t.db.execute(
        sql`update app_state set updated_at = now() - interval '55 seconds' where key = 'job:test-job'`,
      );
      expect(await claimJobTurn(t.db, 'test-job', everyMs)).toBe(true);
      expect(await claimJobTurn(t.db, 'test-job', everyMs)).toBe(false);
    } finally {
      await Promise.all(others.map(({ pool }) => pool.end()));
    }
  });

  it('was claimed by the app at start for both jobs', async () => {
    const claimed = async () =>
      (
        await t.db.execute<{ key: string }>(
          sql`select key from app_state where key in ('job:exam-sweep', 'job:housekeeping') order by key`,
        )
      ).rows.map((r) => r.key);
    await expect.poll(claimed).toEqual(['job:exam-sweep', 'job:housekeeping']);
  });
});
