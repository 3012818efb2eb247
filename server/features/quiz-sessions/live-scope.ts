// A quiz start's draw without scanning the bank (ADR 074). The common start is a user
// with plenty of new questions left: for them, "new first, random within the group" is a uniform
// random sample of their new questions. So each process keeps the scope's live question ids in
// memory, under the global read version (db/read-version.ts: read_versions moves at the commit of every
// change that can put a question in or out of a scope: made, deleted, published, re-topiced,
// held by flags, its author changed), shuffles a sample of them, and asks PostgreSQL which of
// the sample the user has never answered, reading the version in the same statement. A sample
// drawn from a list of another version is thrown away, never used. When the sample holds fewer
// new questions than the quiz needs, the caller falls back to the full query over the scope.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';
import { queryPrepared } from '#server/db/prepared.ts';
import { readVersion } from '#server/db/read-version.ts';

interface LiveList<T> {
  version: string;
  rows: T[];
}

/**
 * How many candidates a sample holds, the first probe and the second: the first enough that a
 * user with a quarter of the scope still new nearly always finds `limit` of them, few enough that
 * the probe stays a handful of index reads; the second, tried only when the first fell short, for
 * a user who has answered most of the bank (a twentieth still new nearly always suffices). The
 * full query it spares sorts the whole scope joined to the user's statuses (ADR 074; ADR 052
 * holds how often each probe suffices).
 */
const sampleSizes = (limit: number) => [limit * 4 + 40, limit * 32 + 160];

/** The first `size` entries of a uniformly random permutation of `ids` (a partial Fisher-Yates). */
export function randomSample(ids: readonly string[], size: number): string[] {
  const pool = [...ids];
  const n = Math.min(size, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

class LiveScopes {
  /** by scope key ('all', a topic id, 'exam'); one entry per topic at most */
  private readonly lists = new Map<string, LiveList<unknown>>();
  /** loads in flight: the starts that miss together (after a change, at boot) share one read */
  private readonly loading = new Map<string, Promise<LiveList<unknown>>>();
  /** for the tests: a sample that is never used would otherwise go unnoticed */
  readonly counts = { drawn: 0, fallbacks: 0 };

  /**
   * `limit` questions the user has never answered, drawn uniformly from the live scope
   * (`inScope`, over the alias `q`), or null when the caller must run the full query: the
   * sample held fewer, or the bank kept changing under it. `userId` null: a visitor, for whom
   * every question is new.
   */
  async drawNew(
    db: Database,
    key: string,
    inScope: SQL,
    userId: string | null,
    limit: number,
  ): Promise<string[] | null> {
    const sizes = sampleSizes(limit);
    let step = 0;
    // one probe per sample size, and one more for a change of the bank under the draw
    for (let attempt = 0; attempt < sizes.length + 1; attempt++) {
      const list =
        (this.lists.get(key) as LiveList<string> | undefined) ??
        (await this.load<string>(db, key, sql`q.id`, inScope));
      const sample = randomSample(list.rows, sizes[step]!);
      const [row] = await queryPrepared<{ version: string; ids: string[] }>(
        db,
        // NOT EXISTS with a null user matches no status: a visitor has answered nothing
        sql`select ${readVersion} as version,
                   array(select c.id::text from unnest(${sql.param(sample)}::uuid[]) with ordinality c(id, n)
                         where not exists (select 1 from user_question_status s
                                           where s.user_id = ${userId}::text
                                             and s.question_id = c.id)
                         order by c.n limit ${limit}::int) as ids`,
      );
      if (row!.version !== list.version) {
        this.lists.delete(key); // the bank changed since the list was read: read it again
        continue;
      }
      if (row!.ids.length >= limit) {
        this.counts.drawn += 1;
        return row!.ids;
      }
      // too few new ones in the sample: a larger one, unless this one was the whole scope already
      step += 1;
      if (step === sizes.length || sample.length === list.rows.length) break;
    }
    this.counts.fallbacks += 1;
    return null;
  }

  /**
   * The rows (`row`, a JSON value per question `q` of the scope `inScope`) as of now: from memory
   * when the version stands, after one small prepared statement that reads it.
   */
  async current<T>(db: Database, key: string, row: SQL, inScope: SQL): Promise<T[]> {
    const cached = this.lists.get(key) as LiveList<T> | undefined;
    if (cached) {
      const [now] = await queryPrepared<{ version: string }>(
        db,
        sql`select ${readVersion} as version`,
      );
      if (now!.version === cached.version) return cached.rows;
    }
    return (await this.load<T>(db, key, row, inScope)).rows;
  }

  /** The scope's rows and the version they belong to, read in one statement (one snapshot). */
  private load<T>(db: Database, key: string, row: SQL, inScope: SQL): Promise<LiveList<T>> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = db
        .execute<{ version: string; rows: T[] }>(
          sql`select ${readVersion} as version,
                     coalesce((select json_agg(${row}) from questions q where ${inScope}), '[]') as rows`,
        )
        .then((result) => {
          const list = result.rows[0]!;
          this.lists.set(key, list);
          return list;
        })
        .finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending as Promise<LiveList<T>>;
  }
}

/** One per app's database: two apps in one process (the tests) must not share lists. */
export const liveScopesOf = perDatabase(() => new LiveScopes());
