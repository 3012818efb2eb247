// The answer histories' pages from the read cache (ADR 066). A page shows the
// user's answers (their version, profiles.stats_version), the questions as they are now (the
// global version, which moves with every edit of a question's text, options, key, topics or
// images) and the questions' peer statistics, which move with everyone's first answers: no
// version covers those, so the version statement reads the page's own statistics rows (up to 50
// primary-key lookups) beside the two versions. A hit is that one statement: no page query, no
// question read, no presenting, validating or serializing.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/prepared.ts';
import { readVersion } from '#server/db/read-version.ts';
import { historyPageSchema, type HistoryPage } from '#shared/contract/stats.ts';
import type { HistoryCursor } from '#shared/contract/history-cursor.ts';
import { answerHistory, wrongAnswers } from './history.service.ts';
import type { ReadCache } from './read-cache.ts';

const pages = { answers: answerHistory, wrong: wrongAnswers };

/**
 * The user's version, the global version and a digest of these questions' peer statistics, in
 * one snapshot; `user` is null when the user has no profile (answered, never cached).
 */
async function pageVersion(db: Database, userId: string, questionIds: string[]) {
  const [row] = await queryPrepared<{ user: string | null; global: string; peers: string }>(
    db,
    sql`select (select p.stats_version::text from profiles p where p.id = ${userId}) as "user",
               ${readVersion} as "global",
               (select coalesce(md5(string_agg(concat_ws(',', s.question_id, s.answered_by,
                          s.answered_correctly, s.chose_a, s.chose_b, s.chose_c, s.chose_d), ';'
                          order by s.question_id)), '')
                from question_option_stats s
                where s.question_id = any(${sql.param(questionIds)}::uuid[])) as "peers"`,
  );
  return row!;
}

const idsOf = (page: HistoryPage) => [...new Set(page.items.map((item) => item.questionId))].sort();

/** The JSON body of a history page (`answers`: every answer; `wrong`: the questions last
 * answered wrongly), from memory while its versions and its questions' statistics stand. */
export async function historyBody(
  db: Database,
  cache: ReadCache,
  userId: string,
  kind: keyof typeof pages,
  options: { before?: HistoryCursor | undefined; limit: number },
): Promise<string> {
  const cursor = options.before ? `${options.before.at}_${options.before.id}` : '';
  const key = `history-${kind}:${userId}:${options.limit}:${cursor}`;
  // The questions the kept page shows: while the user's version stands, the page shows the same.
  const shown = cache.meta<string[]>(key) ?? [];
  const versions = await pageVersion(db, userId, shown);
  const serialize = async () => {
    const page = await pages[kind](db, userId, options);
    return { page, body: JSON.stringify(historyPageSchema.encode(page)) };
  };
  if (versions.user === null) return (await serialize()).body;
  const version = `${versions.user}:${versions.global}:${versions.peers}`;
  return cache.serve(key, version, async () => {
    const { page, body } = await serialize();
    const ids = idsOf(page);
    // The statistics were read for the questions of the page kept before; when this page shows
    // others (a first read, new answers), its body is kept under no version, so the next read
    // reads these questions' statistics and computes once more before it can hit.
    const same = ids.length === shown.length && ids.every((id, i) => id === shown[i]);
    return { body, meta: ids, storeAs: same ? version : '' };
  });
}
