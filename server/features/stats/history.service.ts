// Answer histories: every answer, newest first; and the questions last answered wrongly.
// Keyset pages (?before=<cursor>) walk the user's index, however long the history grows.
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { loadQuestions } from '#server/features/questions/question-read.ts';
import type { HistoryItem, HistoryPage } from '#shared/contract/stats.ts';
import type { OptionId } from '#shared/contract/questions.ts';
import type { HistoryCursor } from '#shared/contract/history-cursor.ts';

type Row = {
  id: string;
  question_id: string;
  selected: string;
  is_correct: boolean;
  at: Date;
  /** `at` with PostgreSQL's microseconds: a JS Date keeps only milliseconds */
  cursor_at: string;
};

/**
 * Full-precision ISO text of a timestamptz column, for the cursor (contract/history-cursor.ts).
 * The answers of one quiz share one timestamp: a millisecond cursor would skip the rest of it.
 */
const cursorAt = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at`);

async function toPage(db: Database, rows: Row[], limit: number): Promise<HistoryPage> {
  const page = rows.slice(0, limit);
  const questions = new Map(
    (await loadQuestions(db, [...new Set(page.map((r) => r.question_id))])).map((q) => [q.id, q]),
  );
  const items: HistoryItem[] = page.flatMap((r) => {
    const q = questions.get(r.question_id);
    if (!q) return [];
    return [
      {
        id: r.id,
        questionId: q.id,
        questionText: q.questionText,
        topics: q.topics,
        answers: q.answers,
        selectedAnswer: r.selected as OptionId,
        isCorrect: r.is_correct,
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
        reference: q.reference,
        answeredAt: new Date(r.at).toISOString(),
      },
    ];
  });
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? `${last.cursor_at}_${last.id}` : null,
  };
}

export async function answerHistory(
  db: Database,
  userId: string,
  options: { before?: HistoryCursor | undefined; limit: number },
): Promise<HistoryPage> {
  const { before } = options;
  const after = before
    ? sql`and (answered_at, id) < (${before.at}::timestamptz, ${before.id}::uuid)`
    : sql``;
  const result = await db.execute<Row>(sql`
    select id::text, question_id, selected_answer as selected, is_correct, answered_at as at,
           ${cursorAt('answered_at')}
    from user_answers where user_id = ${userId} ${after}
    order by answered_at desc, id desc limit ${options.limit + 1}`);
  return toPage(db, result.rows, options.limit);
}

export async function wrongAnswers(
  db: Database,
  userId: string,
  options: { before?: HistoryCursor | undefined; limit: number },
): Promise<HistoryPage> {
  const { before } = options;
  const after = before
    ? sql`and (last_answered_at, question_id) < (${before.at}::timestamptz, ${before.id}::uuid)`
    : sql``;
  const result = await db.execute<Row>(sql`
    select question_id::text as id, question_id, last_selected_answer as selected,
           last_is_correct as is_correct, last_answered_at as at,
           ${cursorAt('last_answered_at')}
    from user_question_status
    where user_id = ${userId} and not last_is_correct ${after}
    order by last_answered_at desc, question_id desc limit ${options.limit + 1}`);
  return toPage(db, result.rows, options.limit);
}
