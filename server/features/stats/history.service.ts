// Answer histories: every answer, newest first; and the questions last answered wrongly.
// Keyset pages (?before=<cursor>) walk the user's index, however long the history grows.
import { and, desc, eq, not, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { userAnswers, userQuestionStatus } from '#server/db/schema/index.ts';
import { readVersion } from '#server/db/read-version.ts';
import { issuedQuestionsOf } from '#server/features/quiz-sessions/issued-questions.ts';
import {
  presentAnsweredReveal,
  presentQuestion,
} from '#server/features/questions/question-presenter.ts';
import { loadPeerStats } from '#server/features/questions/peer-stats.ts';
import type { HistoryItem, HistoryPage } from '#shared/contract/stats.ts';
import type { OptionId } from '#shared/contract/question-view.ts';
import type { HistoryCursor } from '#shared/contract/history-cursor.ts';

type Row = {
  id: string;
  questionId: string;
  selected: OptionId;
  isCorrect: boolean;
  at: Date;
  /** `at` with PostgreSQL's microseconds: a JS Date keeps only milliseconds */
  cursorAt: string;
  /** the global read version, in the page's snapshot: the questions are kept under it */
  version: string;
};

/**
 * Full-precision ISO text of a timestamptz column, for the cursor (contract/history-cursor.ts).
 * The answers of one quiz share one timestamp: a millisecond cursor would skip the rest of it.
 */
const cursorAt = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows strictly before the cursor in (time, id) order, the order of the user's index. */
const before = (at: AnyColumn, id: AnyColumn, cursor: HistoryCursor | undefined) =>
  cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;

async function toPage(
  db: Database,
  userId: string,
  rows: Row[],
  limit: number,
): Promise<HistoryPage> {
  const page = rows.slice(0, limit);
  const ids = [...new Set(page.map((r) => r.questionId))];
  // from memory (ADR 074) while the version the page query read stands
  const found = page[0] ? await issuedQuestionsOf(db).rows(db, ids, page[0].version) : [];
  const questions = new Map(found.map((q) => [q.id, q]));
  const peerStats = await loadPeerStats(db, ids, userId);
  const items: HistoryItem[] = page.flatMap((r) => {
    const q = questions.get(r.questionId);
    if (!q) return [];
    const view = presentQuestion(q);
    return [
      {
        id: r.id,
        questionId: view.id,
        questionText: view.questionText,
        topics: view.topics,
        answers: view.answers,
        images: view.images,
        selectedAnswer: r.selected,
        isCorrect: r.isCorrect,
        // answered, so its key and peer statistics are shown
        ...presentAnsweredReveal(q, peerStats.get(q.id) ?? null),
        answeredAt: r.at.toISOString(),
      },
    ];
  });
  const last = page.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? `${last.cursorAt}_${last.id}` : null,
  };
}

export async function answerHistory(
  db: Database,
  userId: string,
  options: { before?: HistoryCursor | undefined; limit: number },
): Promise<HistoryPage> {
  const rows = await db
    .select({
      id: userAnswers.id,
      questionId: userAnswers.questionId,
      selected: userAnswers.selectedAnswer,
      isCorrect: userAnswers.isCorrect,
      at: userAnswers.answeredAt,
      cursorAt: cursorAt(userAnswers.answeredAt),
      version: sql<string>`${readVersion}`,
    })
    .from(userAnswers)
    .where(
      and(
        eq(userAnswers.userId, userId),
        // a shared quiz's unanswered question was scored, not answered: not history (ADR 058)
        not(userAnswers.defaulted),
        before(userAnswers.answeredAt, userAnswers.id, options.before),
      ),
    )
    .orderBy(desc(userAnswers.answeredAt), desc(userAnswers.id))
    .limit(options.limit + 1);
  return toPage(db, userId, rows, options.limit);
}

export async function wrongAnswers(
  db: Database,
  userId: string,
  options: { before?: HistoryCursor | undefined; limit: number },
): Promise<HistoryPage> {
  const status = userQuestionStatus;
  const rows = await db
    .select({
      id: status.questionId,
      questionId: status.questionId,
      selected: status.lastSelectedAnswer,
      isCorrect: status.lastIsCorrect,
      at: status.lastAnsweredAt,
      cursorAt: cursorAt(status.lastAnsweredAt),
      version: sql<string>`${readVersion}`,
    })
    .from(status)
    .where(
      and(
        eq(status.userId, userId),
        not(status.lastIsCorrect),
        before(status.lastAnsweredAt, status.questionId, options.before),
      ),
    )
    .orderBy(desc(status.lastAnsweredAt), desc(status.questionId))
    .limit(options.limit + 1);
  return toPage(db, userId, rows, options.limit);
}
