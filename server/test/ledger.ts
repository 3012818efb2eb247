// The nectar invariant ([product#nectar-and-honey-pots]): profiles.points always equals the sum of
// that user's point_events. Every test file that moves points checks it after each test.
import { sql } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import type { Database } from '#server/db/client.ts';

export type LedgerMismatch = {
  id: string;
  points: number;
  ledger: number;
};

/** Profiles whose points differ from the sum of their ledger rows; [] when all agree. */
export async function ledgerMismatches(db: Database): Promise<LedgerMismatch[]> {
  const result = await db.execute<LedgerMismatch>(sql`
    select p.id, p.points, coalesce(e.s, 0)::int as ledger
    from profiles p
    left join (select user_id, sum(delta) s from point_events group by user_id) e
      on e.user_id = p.id
    where p.points <> coalesce(e.s, 0)`);
  return result.rows;
}

/**
 * Registers an afterEach that fails the test when any profile's points differ from its ledger.
 * Pass getters (the apps are created in beforeAll, after this call); undefined ones are skipped.
 */
export function checkLedgerAfterEach(...apps: (() => { db: Database } | undefined)[]) {
  afterEach(async () => {
    for (const get of apps) {
      const app = get();
      if (!app) continue;
      expect(await ledgerMismatches(app.db), 'profiles.points must equal the ledger').toEqual([]);
    }
  });
}
