// The heavy signed-in reads (question bank stats, the stats summary, the due counts, the history
// pages), served from memory while nothing they depend on has changed (ADR 066). An entry is
// stored under the user's version (profiles.stats_version, bumped by moveProfiles), the global
// version (read_versions, moved by deferred triggers) and, where it matters, the NZ day, all read
// by one prepared statement; versions live in the database, so servers sharing it stay correct.
// The versions are read BEFORE the response is computed: a write committing in between costs the
// next request a miss, never a stale answer.
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/prepared.ts';
import { readVersion } from '#server/db/read-version.ts';

/** Entries kept per process, least recently used out first; each a body of a few KB (ADR 050). */
const readCacheMaxEntries = 2_000;

/** One cached read: its name (part of the key), its response schema, whether the day matters. */
export interface CachedRead<T> {
  name: string;
  schema: z.ZodType<T>;
  byDay: boolean;
}

interface Versions {
  /** null: no profile (signed out, or the user is gone) */
  user: string | null;
  global: string;
  day: string;
}

/** Both versions and the New Zealand day in one prepared statement, so in one snapshot. */
async function readVersions(db: Database, userId: string | null): Promise<Versions> {
  const [row] = await queryPrepared<Versions>(
    db,
    sql`select (select p.stats_version::text from profiles p where p.id = ${userId}::text) as "user",
               ${readVersion} as "global",
               to_char(now() at time zone 'Pacific/Auckland', 'YYYY-MM-DD') as "day"`,
  );
  return row!;
}

/** A body computed on a miss, with what to keep beside it (ReadCache.serve). */
export interface Computed {
  body: string;
  meta?: unknown;
  storeAs?: string;
}

export class ReadCache {
  /** for the tests and the bench: a cache that never hits would otherwise go unnoticed */
  readonly counts = { hits: 0, misses: 0 };
  private readonly entries = new Map<string, { version: string; body: string; meta?: unknown }>();
  private readonly pending = new Map<string, Promise<string>>();
  private readonly db: Database;
  private readonly maxEntries: number;

  constructor(db: Database, maxEntries = readCacheMaxEntries) {
    this.db = db;
    this.maxEntries = maxEntries;
  }

  /** The JSON body of `read` for `userId` (null: signed out), from memory when still current. */
  async body<T>(read: CachedRead<T>, userId: string | null, compute: () => Promise<T>) {
    const versions = await readVersions(this.db, userId);
    const serialize = async () => JSON.stringify(read.schema.encode(await compute()));
    // A signed-in user without a profile (deleted meanwhile) is answered, never cached.
    if (userId !== null && versions.user === null) return serialize();
    const key = `${read.name}:${userId ?? ''}`;
    const version = `${versions.user ?? '-'}:${versions.global}${read.byDay ? `:${versions.day}` : ''}`;
    return this.serve(key, version, serialize);
  }

  /**
   * The body kept under `key` if it was stored under `version`, else `compute`'s, stored under
   * it. For reads whose versions come from a statement of their own (the history pages): the
   * caller reads `version` before computing, never after it. `compute` may return what to keep
   * beside the body (`meta`, read back by `meta()` before the next version check), and the
   * version its body is valid for when not `version` itself (`storeAs`: a version that was read
   * for other rows than the body shows).
   */
  async serve(
    key: string,
    version: string,
    compute: () => Promise<string | Computed>,
  ): Promise<string> {
    const entry = this.entries.get(key);
    if (entry?.version === version) {
      this.counts.hits += 1;
      this.entries.delete(key); // most recently used last
      this.entries.set(key, entry);
      return entry.body;
    }
    this.counts.misses += 1;
    // Concurrent misses of one key and version share one computation.
    const pendingKey = `${key}@${version}`;
    let body = this.pending.get(pendingKey);
    if (!body) {
      body = compute()
        .then((computed) => {
          const out: Computed = typeof computed === 'string' ? { body: computed } : computed;
          this.entries.delete(key);
          this.entries.set(key, {
            version: out.storeAs ?? version,
            body: out.body,
            meta: out.meta,
          });
          // least recently used out first
          if (this.entries.size > this.maxEntries) {
            this.entries.delete(this.entries.keys().next().value!);
          }
          return out.body;
        })
        .finally(() => this.pending.delete(pendingKey));
      this.pending.set(pendingKey, body);
    }
    return body;
  }

  /** What was kept beside `key`'s body, if it is still kept (counts neither hit nor miss). */
  meta<M>(key: string): M | undefined {
    return this.entries.get(key)?.meta as M | undefined;
  }

  get size() {
    return this.entries.size;
  }
}

/** Sends a body from the cache as it is: a string with a JSON type skips the route's serializer
 * (Fastify sends it unchanged), which validated and serialized it once when computed. */
export function sendJson(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCache;
  }
}

export const readCachePlugin = fp(
  async (app) => {
    app.decorate('readCache', new ReadCache(app.db));
  },
  { name: 'read-cache', dependencies: ['db'] },
);
