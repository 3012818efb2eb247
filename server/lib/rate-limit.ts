// Fixed-window counters in PostgreSQL: they survive restarts and are shared by every app process.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/prepared.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Counts one hit on `key`; returns whether it is within the limit and when the window resets. */
export async function hitRateLimit(
  db: Database,
  key: string,
  limit: Limit,
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  // prepared: every limited request runs it, and planning it was a quarter of its PostgreSQL time
  const [row] = await queryPrepared<{ count: number; reset_in: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${limit.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${limit.windowSeconds}) - now())))::int as reset_in`,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  return {
    allowed: row.count <= limit.max,
    count: row.count,
    retryAfterSeconds: Math.max(1, row.reset_in),
  };
}
