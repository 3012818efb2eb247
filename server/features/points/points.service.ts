// The only code that changes a user's nectar. Each award has a unique key, so writing it twice
// (a retry, a double click, two concurrent requests) inserts nothing the second time.
import { eq, sql } from 'drizzle-orm';
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

/** Writes the ledger row and moves profiles.points by the same delta; false if already awarded. */
export async function awardPoints(tx: Executor, award: Award): Promise<boolean> {
  const inserted = await tx
    .insert(pointEvents)
    .values(award)
    .onConflictDoNothing({ target: pointEvents.awardKey })
    .returning({ id: pointEvents.id });
  if (inserted.length === 0) return false;
  await tx
    .update(profiles)
    .set({ points: sql`${profiles.points} + ${award.delta}`, updatedAt: new Date() })
    .where(eq(profiles.id, award.userId));
  return true;
}
