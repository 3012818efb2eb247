// The class ranking from the read cache (issue 11, ADR 050, amended). The ranking changes when
// anyone in the caller's class and year earns points, is renamed, joins or leaves: every such
// change gives that profile a new stats_version (moveProfiles for points, a trigger for the
// rest, migration 0018), a value no profile had before. So the class's member count and newest
// version change whenever the ranking may have: a member who changed carries the newest version,
// one who left lowers the count (and one who joined in their place is newest). Read by one
// prepared statement beside the caller's class, in the database, so a point earned through another
// app server shows on this one's next read. A hit skips the ranking's sort and window, reading its
// up to 100 rows into Node, validating and serializing them.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/prepared.ts';
import { classRankingSchema } from '#shared/contract/stats.ts';
import { utf8, type ReadCache } from './read-cache.ts';
import { classRanking } from './stats.service.ts';

/** The caller's class and year with the class's member count and newest version; null when the
 * caller has no profile. */
async function classVersion(db: Database, userId: string) {
  const [row] = await queryPrepared<{ version: string }>(
    db,
    // concat: a missing class or year reads as '' (concat_ws would drop it and shift the rest)
    sql`select concat(me.gpep_class, '|', me.gpep_year, '|', c.members, '|', c.newest) as "version"
        from profiles me
        left join lateral (
          select count(*) as members, max(stats_version) as newest
          from profiles where gpep_class = me.gpep_class and gpep_year = me.gpep_year) c on true
        where me.id = ${userId}`,
  );
  return row?.version ?? null;
}

/** The caller's class ranking as a JSON body, from memory while their class has not changed. */
export async function classRankingBody(
  db: Database,
  cache: ReadCache,
  userId: string,
): Promise<Buffer> {
  const version = await classVersion(db, userId);
  const serialize = async () =>
    JSON.stringify(classRankingSchema.encode(await classRanking(db, userId)));
  // no profile: answered (with no class), never cached
  if (version === null) return utf8(await serialize());
  return cache.serve(`class-ranking:${userId}`, version, serialize);
}
