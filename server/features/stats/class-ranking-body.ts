// The class ranking from the read cache (issue 11, ADR 050, amended). The ranking changes when
// anyone in the caller's class and year earns points, is renamed, joins or leaves: every such
// change gives that profile a new stats_version (moveProfiles for points, a trigger for the
// rest, migration 0018), a value no profile had before. So the class's member count and newest
// version change whenever the ranking may have: a member who changed carries the newest version,
// one who left lowers the count (and one who joined in their place is newest). Read by one
// prepared statement beside the caller's class (shared by the callers that arrive together), in
// the database, so a point earned through another app server shows on this one's next read, as
// before. A hit skips the ranking's sort and window, reading its up to 100 rows into Node,
// validating and serializing them.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import { batchedPerDatabase } from '#server/lib/batched.ts';
import { classRankingSchema } from '#shared/contract/stats.ts';
import { utf8, type ReadCache } from './read-cache.ts';
import { classRanking } from './stats.service.ts';

/**
 * Each caller's class and year, with the class's member count and newest version; null when the
 * caller has no profile. The callers that arrive together go in one statement (lib/batched.ts,
 * ADR 057): the round trip cost more than counting a class (docs/performance.md, "The read
 * cache's version statements batched"). The caller's profile by a lateral subquery, not a join,
 * so that no batch's plan scans the profiles (as history-body.ts's did).
 */
const classVersionStatement = preparedStatement<{ version: string | null }>(sql`
  select case when me.id is not null
         -- concat: a missing class or year reads as '' (concat_ws would drop it and shift the rest)
         then concat(me.gpep_class, '|', me.gpep_year, '|', c.members, '|', c.newest) end as "version"
  from unnest(${sql.placeholder('users')}::text[]) with ordinality as r(user_id, i)
  left join lateral (select * from profiles where id = r.user_id) me on true
  left join lateral (
    select count(*) as members, max(stats_version) as newest
    from profiles where gpep_class = me.gpep_class and gpep_year = me.gpep_year) c on true
  order by r.i`);

const classVersion = batchedPerDatabase(
  async (db: Database, userIds: string[]) =>
    (await classVersionStatement(db, { users: userIds })).map((row) => row.version),
  { maxBatch: 50, maxInFlight: 1 },
);

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
