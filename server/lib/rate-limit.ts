// Fixed-window counters in PostgreSQL: they survive restarts and are shared by every app process.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/prepared.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface Hit {
  allowed: boolean;
  /** this hit's place in its window: 1 for the first */
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key`; returns whether it is within the limit and when the window resets.
 * One upsert: the row's lock orders concurrent hits, so each gets its own place. Prepared (ADR
 * 043): every limited request runs it, and planning it was a quarter of its PostgreSQL time.
 */
export async function hitRateLimit(db: Database, key: string, limit: Limit): Promise<Hit> {
  const window = sql`make_interval(secs => ${limit.windowSeconds}::int)`;
  const [row] = await queryPrepared<{ count: number; resetIn: number }>(
    db,
    sql`insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start <= now() - ${window}
                       then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start <= now() - ${window}
                       then now() else rate_limits.window_start end
        returning count,
          ceil(extract(epoch from window_start + ${window} - now()))::int as "resetIn"`,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  return {
    allowed: row.count <= limit.max,
    count: row.count,
    // A hit that waited on the row lock behind the one that opened the window reads a now() a
    // little earlier than that window's start: never say more than the window itself.
    retryAfterSeconds: Math.min(limit.windowSeconds, Math.max(1, row.resetIn)),
  };
}
