// The only code that changes a user's nectar. Each award has a unique key, so writing it twice
// (a retry, a double click, two concurrent requests) inserts nothing the second time.
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { pointEvents, profiles } from '#server/db/schema/index.ts';

export type PointReason =
  'first-correct' | 'question-attempted' | 'question-written' | 'question-deleted';

export interface Award {
  userId: string;
  delta: number;
  reason: PointReason;
  reference: string;
  /** unique per award, e.g. first-correct:{userId}:{questionId} */
  awardKey: string;
}

/**
 * Writes the ledger rows and moves each profile's points by the sum of its new rows, in the
 * caller's transaction. Returns the award keys that were new (the others were already awarded).
 */
export async function awardPointsBatch(tx: Executor, awards: Award[]): Promise<Set<string>> {
  if (awards.length === 0) return new Set();
  const inserted = await tx
    .insert(pointEvents)
    .values(awards)
    .onConflictDoNothing({ target: pointEvents.awardKey })
    .returning({
      userId: pointEvents.userId,
      delta: pointEvents.delta,
      awardKey: pointEvents.awardKey,
    });

  const byUser = new Map<string, number>();
  for (const row of inserted) byUser.set(row.userId, (byUser.get(row.userId) ?? 0) + row.delta);
  // Same order in every transaction, so concurrent awards to the same creators cannot deadlock.
  for (const userId of [...byUser.keys()].sort()) {
    await tx
      .update(profiles)
      .set({ points: sql`${profiles.points} + ${byUser.get(userId)}`, updatedAt: new Date() })
      .where(inArray(profiles.id, [userId]));
  }
  return new Set(inserted.map((row) => row.awardKey));
}

/** One award; false if it had been given before. */
export async function awardPoints(tx: Executor, award: Award): Promise<boolean> {
  return (await awardPointsBatch(tx, [award])).size === 1;
}
