// Saved questions (ADR 033): bookmarks with a private note on questions the user has answered.
// Every query is keyed by the caller's id, so another user's bookmarks never show (404 / absent).
import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { questions, savedQuestions, userQuestionStatus } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import { notHeldByFlags } from '#server/features/flags/flag-hold.ts';
import { loadQuestions } from '#server/features/questions/question-read.ts';
import {
  presentAnsweredReveal,
  presentQuestion,
} from '#server/features/questions/question-presenter.ts';
import { loadPeerStats } from '#server/features/questions/peer-stats.ts';
import { savedMessages, type SavedList } from '#shared/contract/saved.ts';

/** Save an answered question, or replace its note. 404 for a question the user never answered. */
export async function saveQuestion(
  db: Database,
  userId: string,
  questionId: string,
  note: string,
): Promise<void> {
  const [answered] = await db
    .select({ id: userQuestionStatus.questionId })
    .from(userQuestionStatus)
    .innerJoin(questions, eq(questions.id, userQuestionStatus.questionId))
    .where(
      and(
        eq(userQuestionStatus.userId, userId),
        eq(userQuestionStatus.questionId, questionId),
        isNull(questions.deletedAt),
      ),
    );
  if (!answered) throw notFound(savedMessages.notFound);
  await db
    .insert(savedQuestions)
    .values({ userId, questionId, note })
    .onConflictDoUpdate({
      target: [savedQuestions.userId, savedQuestions.questionId],
      set: { note, updatedAt: sql`now()` },
    });
}

export async function removeSavedQuestion(
  db: Database,
  userId: string,
  questionId: string,
): Promise<void> {
  const removed = await db
    .delete(savedQuestions)
    .where(and(eq(savedQuestions.userId, userId), eq(savedQuestions.questionId, questionId)))
    .returning({ id: savedQuestions.questionId });
  if (removed.length === 0) throw notFound(savedMessages.notFound);
}

/** `%`, `_` and `\` typed by the user match themselves in ILIKE. */
const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The user's saved questions, newest first; `q` matches the question text or the note. */
export async function listSaved(
  db: Database,
  userId: string,
  q: string | undefined,
): Promise<SavedList> {
  const words = q?.trim() ?? '';
  const rows = await db
    .select({
      questionId: savedQuestions.questionId,
      note: savedQuestions.note,
      createdAt: savedQuestions.createdAt,
      updatedAt: savedQuestions.updatedAt,
      selected: userQuestionStatus.lastSelectedAnswer,
      isCorrect: userQuestionStatus.lastIsCorrect,
    })
    .from(savedQuestions)
    .innerJoin(questions, eq(questions.id, savedQuestions.questionId))
    .innerJoin(
      userQuestionStatus,
      and(
        eq(userQuestionStatus.userId, savedQuestions.userId),
        eq(userQuestionStatus.questionId, savedQuestions.questionId),
      ),
    )
    .where(
      and(
        eq(savedQuestions.userId, userId),
        isNull(questions.deletedAt),
        words === ''
          ? undefined
          : or(
              ilike(questions.questionText, likePattern(words)),
              ilike(savedQuestions.note, likePattern(words)),
            ),
      ),
    )
    .orderBy(desc(savedQuestions.createdAt), desc(savedQuestions.questionId));

  const ids = rows.map((r) => r.questionId);
  const loaded = new Map((await loadQuestions(db, ids)).map((q) => [q.id, q]));
  const peerStats = await loadPeerStats(db, ids, userId);
  return {
    items: rows.flatMap((r) => {
      const question = loaded.get(r.questionId);
      if (!question) return [];
      const view = presentQuestion(question);
      return [
        {
          questionId: view.id,
          questionText: view.questionText,
          topics: view.topics,
          answers: view.answers,
          images: view.images,
          selectedAnswer: r.selected,
          isCorrect: r.isCorrect,
          ...presentAnsweredReveal(question, peerStats.get(question.id) ?? null),
          note: r.note,
          savedAt: r.createdAt.toISOString(),
          updatedAt: r.updatedAt.toISOString(),
        },
      ];
    }),
  };
}

/** The saved quiz's questions (ADR 033): live (not deleted, published, not held by flags, ADR
 * 039), newest saved first. */
export async function savedQuestionIds(
  db: Database,
  userId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: savedQuestions.questionId })
    .from(savedQuestions)
    .innerJoin(questions, eq(questions.id, savedQuestions.questionId))
    .where(
      and(
        eq(savedQuestions.userId, userId),
        isNull(questions.deletedAt),
        eq(questions.isPublished, true),
        notHeldByFlags(questions.id),
      ),
    )
    .orderBy(desc(savedQuestions.createdAt), desc(savedQuestions.questionId))
    .limit(limit);
  return rows.map((r) => r.id);
}
