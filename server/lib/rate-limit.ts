// Fixed-window counters in PostgreSQL: they survive restarts and are shared by every app process.
// The hits that arrive together are counted in one statement (lib/batched.ts, ADR 057).
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { batchedPerDatabase } from './batched.ts';

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

interface Counted {
  key: string;
  count: number;
  /** the window's start and the statement's time, in epoch seconds */
  started: number;
  now: number;
}

/** This hit's limit's window, inside the upsert. */
const windowOf = sql`make_interval(secs => (select w.window_seconds from hits w where w.key = excluded.key))`;
/**
 * One statement for a batch of hits: each key's hits added at once, the keys in order (so that
 * two batches, in this process or another, lock shared rows in the same order and cannot
 * deadlock). A window past its end starts again with this batch's hits. Prepared: every limited
 * request runs it, and planning it was a quarter of its PostgreSQL time.
 */
const countStatement = preparedStatement<Counted>(sql`
  with hits as (
    select h.key, count(*)::int as n, max(h.window_seconds) as window_seconds
    from unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('windows')}::int[])
      as h(key, window_seconds)
    group by h.key)
  insert into rate_limits (key, window_start, count)
  select key, now(), n from hits order by key
  on conflict (key) do update set
    count = case when rate_limits.window_start <= now() - ${windowOf}
                 then excluded.count else rate_limits.count + excluded.count end,
    window_start = case when rate_limits.window_start <= now() - ${windowOf}
                 then now() else rate_limits.window_start end
  returning key, count, extract(epoch from window_start)::float8 as started,
            extract(epoch from now())::float8 as now`);

async function countHits(db: Database, hits: { key: string; limit: Limit }[]): Promise<Hit[]> {
  const rows = await countStatement(db, {
    keys: hits.map((h) => h.key),
    windows: hits.map((h) => h.limit.windowSeconds),
  });
  const byKey = new Map(rows.map((row) => [row.key, row]));
  // each key's hits take the last places of its count, in the order they came
  const taken = new Map<string, number>();
  const batchCount = new Map<string, number>();
  for (const { key } of hits) batchCount.set(key, (batchCount.get(key) ?? 0) + 1);
  return hits.map(({ key, limit }) => {
    const row = byKey.get(key);
    if (!row) throw new Error('rate limit upsert returned no row');
    const before = taken.get(key) ?? 0;
    taken.set(key, before + 1);
    const count = row.count - batchCount.get(key)! + before + 1;
    return {
      allowed: count <= limit.max,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil(row.started + limit.windowSeconds - row.now)),
    };
  });
}

const hitBatched = batchedPerDatabase(countHits, { maxBatch: 100, maxInFlight: 1 });

/** Counts one hit on `key`; returns whether it is within the limit and when the window resets. */
export function hitRateLimit(db: Database, key: string, limit: Limit): Promise<Hit> {
  return hitBatched(db, { key, limit });
}
