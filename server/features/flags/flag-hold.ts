// The 3-flag rule (ADR 039): a question with open flags from 3 or more different users (the
// author's own flag never counts) is held out of every quiz until its author fixes or dismisses
// enough of them. One predicate, shared by every place a quiz draws questions, so no path forgets.
// The count is correlated per question and served by flagged_questions' (question_id, flagged_by)
// unique index.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { flagHoldThreshold } from '#shared/contract/flags.ts';

type Ref = AnyPgColumn | SQLWrapper;

/** True for a question that quizzes may draw: fewer than 3 different users' flags are open. */
export function notHeldByFlags(question: { id: Ref; createdBy: Ref }): SQL {
  return sql`(select count(*) from flagged_questions held
    where held.question_id = ${question.id} and held.status = 'open'
      and held.flagged_by <> ${question.createdBy}) < ${flagHoldThreshold}`;
}

/** The same predicate over a raw-SQL query's questions alias `q`. */
export const qNotHeldByFlags = notHeldByFlags({ id: sql`q.id`, createdBy: sql`q.created_by` });
