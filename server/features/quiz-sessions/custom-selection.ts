// The custom test builder's filters [product#custom-test] (ADR 080) as one SQL predicate over the
// bank (alias `q`), shared by the live count and the start, so the count is what a start can
// draw. Topics: any of them; statuses: any of them (each a lookup in one of the trainee's own
// tables, by an index that leads with the user); difficulty: any of them, from the peers' first
// attempts (question_option_stats), an unrated question matching only when none is asked for.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { qNotHeldByFlags } from '#server/features/flags/flag-hold.ts';
import type { CustomFilters } from '#shared/contract/custom-test.ts';
import {
  difficultyCuts,
  minRatedAnswers,
  type CustomDifficulty,
  type CustomStatus,
} from '#shared/domain/custom-test.ts';

/** The trainee's latest answer to `q` (a shared quiz's defaulted a is not theirs, ADR 058). */
function latestAnswerRatedLow(userId: string): SQL {
  return sql`(select ua.confidence from user_answers ua
              where ua.user_id = ${userId} and ua.question_id = q.id and not ua.defaulted
              order by ua.answered_at desc, ua.id desc limit 1) in ('unsure', 'guess')`;
}

function statusMatches(status: CustomStatus, userId: string): SQL {
  switch (status) {
    case 'new':
      return sql`s.question_id is null`;
    case 'incorrect':
      return sql`not s.last_is_correct`;
    case 'correct':
      return sql`s.last_is_correct`;
    case 'saved':
      return sql`exists (select 1 from saved_questions sv
                         where sv.user_id = ${userId} and sv.question_id = q.id)`;
    case 'low-confidence':
      return latestAnswerRatedLow(userId);
    case 'flagged':
      return sql`exists (select 1 from flagged_questions f
                         where f.flagged_by = ${userId} and f.question_id = q.id)`;
  }
}

// Integer arithmetic, so a question exactly on a cut point falls where docs/learning.md says.
function difficultyMatches(difficulty: CustomDifficulty): SQL {
  const correct = sql`ps.answered_correctly * 100`;
  const easy = sql`${correct} >= ${difficultyCuts.easyFromPercent} * ps.answered_by`;
  const hard = sql`${correct} < ${difficultyCuts.hardBelowPercent} * ps.answered_by`;
  switch (difficulty) {
    case 'easy':
      return easy;
    case 'hard':
      return hard;
    case 'medium':
      return sql`not (${easy}) and not (${hard})`;
  }
}

const anyOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;

/** `from ... where ...` over the live bank for these filters and this trainee. */
function matching(userId: string, filters: CustomFilters): SQL {
  // held questions (ADR 039) and deleted or unpublished ones are never drawn; the trainee's own
  // questions are, for revision [product#revision]
  const where: SQL[] = [sql`q.deleted_at is null and q.is_published and ${qNotHeldByFlags}`];
  if (filters.topicIds.length > 0) {
    where.push(sql`exists (select 1 from question_topics qt
      where qt.question_id = q.id and qt.topic_id = any(${sql.param(filters.topicIds)}::int[]))`);
  }
  if (filters.statuses.length > 0) {
    where.push(anyOf(filters.statuses.map((status) => statusMatches(status, userId))));
  }
  if (filters.difficulty.length > 0) {
    where.push(sql`ps.answered_by >= ${minRatedAnswers}`);
    where.push(anyOf(filters.difficulty.map(difficultyMatches)));
  }
  return sql`from questions q
    left join user_question_status s on s.user_id = ${userId} and s.question_id = q.id
    left join question_option_stats ps on ps.question_id = q.id
    where ${sql.join(where, sql` and `)}`;
}

/** The count's statement (its plan is checked by custom-test.test.ts). */
export const customCountQuery = (userId: string, filters: CustomFilters): SQL =>
  sql`select count(*)::int as n ${matching(userId, filters)}`;

/** How many live questions match the filters for this trainee now. */
export async function countCustom(
  db: Executor,
  userId: string,
  filters: CustomFilters,
): Promise<number> {
  const result = await db.execute<{ n: number }>(customCountQuery(userId, filters));
  return result.rows[0]!.n;
}

/** Up to `size` of the matching questions, in random order. */
export async function drawCustom(
  db: Executor,
  userId: string,
  filters: CustomFilters,
  size: number,
): Promise<string[]> {
  const result = await db.execute<{ id: string }>(
    sql`select q.id ${matching(userId, filters)} order by random() limit ${size}`,
  );
  return result.rows.map((row) => row.id);
}
