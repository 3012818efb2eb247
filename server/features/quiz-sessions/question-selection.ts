// Which questions a quiz gets ([product#quiz-selection]): new ones first, then incorrect ones,
// random within each group; correct ones only on a redo or a "Review Correct Answers".
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client.ts';
import type { ReviewMode, ScopeStats } from '#shared/contract/quiz.ts';
import { qNotHeldByFlags } from '#server/features/flags/flag-hold.ts';
import { liveScopesOf } from './live-scope.ts';

export interface Scope {
  /** null: every topic */
  topicId: number | null;
}

function inScope(scope: Scope): SQL {
  // held questions (3 open flags, ADR 039) are out of the scope: neither drawn nor counted
  const live = sql`q.deleted_at is null and q.is_published and ${qNotHeldByFlags}`;
  if (scope.topicId === null) return live;
  return sql`${live} and exists (select 1 from question_topics qt
    where qt.question_id = q.id and qt.topic_id = ${scope.topicId})`;
}

/** The user's counts over the scope: the review-options stats. */
async function scopeStats(db: Executor, userId: string, scope: Scope): Promise<ScopeStats> {
  const result = await db.execute<{ total: number; correct: number; incorrect: number }>(sql`
    select count(*)::int as total,
           count(s.question_id) filter (where s.last_is_correct)::int as correct,
           count(s.question_id) filter (where not s.last_is_correct)::int as incorrect
    from questions q
    left join user_question_status s on s.question_id = q.id and s.user_id = ${userId}
    where ${inScope(scope)}`);
  const row = result.rows[0] ?? { total: 0, correct: 0, incorrect: 0 };
  return { totalQuestions: row.total, correctCount: row.correct, incorrectCount: row.incorrect };
}

async function pick(db: Executor, query: SQL): Promise<string[]> {
  const result = await db.execute<{ id: string }>(query);
  return result.rows.map((r) => r.id);
}

export type Selection =
  | { kind: 'questions'; ids: string[] }
  | { kind: 'all-attempted'; stats: ScopeStats }
  | { kind: 'empty' };

export async function selectQuestions(
  db: Database,
  request: {
    userId: string | null;
    scope: Scope;
    limit: number;
    reviewMode: ReviewMode | null;
    excludeCorrect: boolean;
  },
): Promise<Selection> {
  const { userId, scope, limit } = request;
  const where = inScope(scope);
  const asList = (ids: string[]): Selection =>
    ids.length > 0 ? { kind: 'questions', ids } : { kind: 'empty' };

  // Every start but a review fills the quiz with new questions first: when the user has enough
  // of them, a sample of the scope's live ids held in memory finds them without a scan of the
  // scope (live-scope.ts, ADR 074); otherwise the full queries below decide.
  if (!request.reviewMode) {
    const key = scope.topicId === null ? 'all' : String(scope.topicId);
    const drawn = await liveScopesOf(db).drawNew(db, key, where, userId, limit);
    if (drawn) return { kind: 'questions', ids: drawn };
  }

  // Visitors have answered nothing: any questions of the scope, in random order.
  if (userId === null) {
    return asList(
      await pick(
        db,
        sql`select q.id from questions q where ${where} order by random() limit ${limit}`,
      ),
    );
  }

  const status = sql`left join user_question_status s on s.question_id = q.id and s.user_id = ${userId}`;
  if (request.reviewMode) {
    const wanted = request.reviewMode === 'correct';
    return asList(
      await pick(
        db,
        sql`select q.id from questions q ${status}
            where ${where} and s.last_is_correct = ${wanted}
            order by random() limit ${limit}`,
      ),
    );
  }

  if (request.excludeCorrect) {
    const stats = await scopeStats(db, userId, scope);
    if (stats.totalQuestions === 0) return { kind: 'empty' };
    const unattempted = stats.totalQuestions - stats.correctCount - stats.incorrectCount;
    if (unattempted === 0) return { kind: 'all-attempted', stats };
    return asList(
      await pick(
        db,
        sql`select q.id from questions q ${status}
            where ${where} and (s.question_id is null or not s.last_is_correct)
            order by (s.question_id is null) desc, random() limit ${limit}`,
      ),
    );
  }

  // A redo: everything in scope, still new first, then incorrect, then correct.
  return asList(
    await pick(
      db,
      sql`select q.id from questions q ${status}
          where ${where}
          order by case when s.question_id is null then 0 when not s.last_is_correct then 1 else 2 end,
                   random()
          limit ${limit}`,
    ),
  );
}
