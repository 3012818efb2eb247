// The hold (ADR 039, as changed by ADR 058): a question with open flags from 3 or more different
// trainees who answered it is held out of every quiz until its author fixes or dismisses enough
// of them, or until those flags lapse a week after they were raised (lapseOldFlags, run hourly).
// The author's own flag never counts. One predicate, shared by every place a quiz draws
// questions, so no path forgets. It reads no clock: what it depends on changes only with a flag
// row, whose changes move the read version (db/read-version.ts), so the cached scopes stay exact.
// The held questions are one uncorrelated subquery, which PostgreSQL computes once per statement
// and probes as a hash: correlated per question, it was counted again for every candidate row,
// half the cost of the due counts over a user's 3,000 cards (ADR 043).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { flagHoldDays, flagHoldThreshold } from '#shared/contract/flags.ts';

/**
 * True for a flag (alias `held`) that counts towards a hold of its question, whose author is
 * `createdBy`: open, not lapsed, not the author's, and from a trainee who has answered the
 * question (a user_question_status row; flagging needs one, and a shared quiz's defaulted answer
 * writes none). Any other flag stays open for the author to read; it just holds nothing.
 */
export function flagCountsTowardsHold(createdBy: AnyPgColumn | SQLWrapper): SQL {
  return sql`held.status = 'open' and not held.lapsed and held.flagged_by <> ${createdBy}
    and exists (select 1 from user_question_status answered
                where answered.user_id = held.flagged_by
                  and answered.question_id = held.question_id)`;
}

/** True for a question that quizzes may draw: fewer than 3 flags count towards a hold. */
export function notHeldByFlags(questionId: AnyPgColumn | SQLWrapper): SQL {
  return sql`${questionId} not in (select held.question_id from flagged_questions held
    join questions author_of on author_of.id = held.question_id
    where ${flagCountsTowardsHold(sql`author_of.created_by`)}
    group by held.question_id having count(*) >= ${flagHoldThreshold})`;
}

/**
 * The same rule for a handful of questions (a shared quiz's): counted per question through the
 * (question_id, flagged_by) index, where the uncorrelated form above scans the whole bank
 * (ADR 074).
 */
export function notHeldByFlagsEach(questionId: AnyPgColumn, createdBy: AnyPgColumn): SQL {
  return sql`not exists (select 1 from flagged_questions held
    where held.question_id = ${questionId} and ${flagCountsTowardsHold(createdBy)}
    having count(*) >= ${flagHoldThreshold})`;
}

/** The same predicate over a raw-SQL query's questions alias `q`. */
export const qNotHeldByFlags = notHeldByFlags(sql`q.id`);

/**
 * Lapses the open flags raised or reopened flagHoldDays ago or more, so that a question whose
 * author is gone or silent comes back to quizzes (ADR 058). The flags stay open on My Questions.
 * Idempotent; returns how many flags lapsed.
 */
export async function lapseOldFlags(db: Database): Promise<number> {
  const result = await db.execute(sql`
    update flagged_questions set lapsed = true
    where status = 'open' and not lapsed
      and opened_at <= now() - make_interval(days => ${flagHoldDays})`);
  return result.rowCount ?? 0;
}
