// Rows nobody can use any more: quiz sessions started and never completed, visitors' attempts
// past the claim window ([product#visitor-attempts]), rate-limit windows long closed, and pictures
// no question or avatar shows (unused-images.ts). Removing them keeps the tables a stranger can
// grow from growing without bound.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { claimWindowDays } from '#server/features/quiz-sessions/quiz-claim.ts';
import { removeUnusedImages } from './unused-images.ts';

/** A session not completed within this many days is abandoned. */
const abandonedAfterDays = 7;
/** No limit in config.ts has a window longer than a day. */
const rateLimitRowsKeptHours = 24;

export interface HousekeepingResult {
  abandonedSessions: number;
  expiredVisitorAttempts: number;
  rateLimitRows: number;
  unusedImages: number;
}

export async function removeStaleRows(db: Database): Promise<HousekeepingResult> {
  const abandoned = await db.execute(sql`
    delete from quiz_sessions
    where completed_at is null
      and created_at < now() - make_interval(days => ${abandonedAfterDays})`);
  // A visitor's completed attempt records nothing until it is claimed: unclaimed past the
  // window, it can never count for anyone.
  const expired = await db.execute(sql`
    delete from quiz_sessions
    where user_id is null and claimed_at is null and completed_at is not null
      and created_at < now() - make_interval(days => ${claimWindowDays})`);
  const limits = await db.execute(sql`
    delete from rate_limits
    where window_start < now() - make_interval(hours => ${rateLimitRowsKeptHours})`);
  return {
    abandonedSessions: abandoned.rowCount ?? 0,
    expiredVisitorAttempts: expired.rowCount ?? 0,
    rateLimitRows: limits.rowCount ?? 0,
    unusedImages: await removeUnusedImages(db),
  };
}
