// The 3-flag rule (ADR 039): a question with open flags from 3 or more different users (the
// author's own flag never counts) is held out of every quiz until its author fixes or dismisses
// enough of them. One predicate, shared by every place a quiz draws questions, so no path forgets.
// The held questions are one uncorrelated subquery, which PostgreSQL computes once per statement
// and probes as a hash: correlated per question, it was counted again for every candidate row,
// half the cost of the due counts over a user's 3,000 cards (ADR 043).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { flagHoldThreshold } from '#shared/contract/flags.ts';

/** True for a question that quizzes may draw: fewer than 3 different users' flags are open. */
export function notHeldByFlags(questionId: AnyPgColumn | SQLWrapper): SQL {
  return sql`${questionId} not in (select held.question_id from flagged_questions held
    join questions author_of on author_of.id = held.question_id
    where held.status = 'open' and held.flagged_by <> author_of.created_by
    group by held.question_id having count(*) >= ${flagHoldThreshold})`;
}

/**
 * The same rule for a handful of questions (a shared quiz's): counted per question through the
 * (question_id, flagged_by) index. The uncorrelated form above made PostgreSQL scan the whole bank
 * to join a 10-question quiz (10.9 ms against 0.4 ms at 3,000 questions, ADR 052).
 */
export function notHeldByFlagsEach(questionId: AnyPgColumn, createdBy: AnyPgColumn): SQL {
  return sql`not exists (select 1 from flagged_questions held
    where held.question_id = ${questionId} and held.status = 'open'
      and held.flagged_by <> ${createdBy}
    having count(*) >= ${flagHoldThreshold})`;
}

/** The same predicate over a raw-SQL query's questions alias `q`. */
export const qNotHeldByFlags = notHeldByFlags(sql`q.id`);
