// The author's own questions: My Questions, the edit form and the preview.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { questions, questionTopics, topics } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import type { MyQuestion, QuestionDetail } from '#shared/contract/questions.ts';
import { imageUrl } from '#shared/contract/images.ts';
import { presentRevealedQuestion } from './question-presenter.ts';
import { loadQuestions } from './question-read.ts';
import { emptySummary, ratingSummaries } from '#server/features/discussion/ratings.service.ts';
import { openFlagCounts } from '#server/features/flags/moderation.service.ts';

async function topicsOf(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ questionId: questionTopics.questionId, id: topics.id, name: topics.name })
    .from(questionTopics)
    .innerJoin(topics, eq(topics.id, questionTopics.topicId))
    .where(inArray(questionTopics.questionId, ids))
    .orderBy(asc(topics.name));
}

export async function listMyQuestions(db: Database, userId: string): Promise<MyQuestion[]> {
  const rows = await db
    .select({
      id: questions.id,
      questionText: questions.questionText,
      isPublished: questions.isPublished,
      points: questions.points,
      createdAt: questions.createdAt,
    })
    .from(questions)
    .where(and(eq(questions.createdBy, userId), isNull(questions.deletedAt)))
    .orderBy(desc(questions.createdAt));
  const ids = rows.map((r) => r.id);
  const [links, ratings, flags] = await Promise.all([
    topicsOf(db, ids),
    ratingSummaries(db, ids),
    openFlagCounts(db, ids),
  ]);
  const list = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    ratings: ratings.get(r.id) ?? emptySummary,
    openFlags: flags.get(r.id)?.open ?? 0,
    heldByFlags: flags.get(r.id)?.held ?? false,
    topics: links.filter((l) => l.questionId === r.id).map((l) => ({ id: l.id, name: l.name })),
  }));
  // Questions waiting on the author (open flags) first, newest first within each group (ADR 039);
  // the sort is stable, so the query's order holds inside the groups.
  return list.sort((a, b) => Number(b.openFlags > 0) - Number(a.openFlags > 0));
}

export async function getMyQuestion(
  db: Database,
  userId: string,
  questionId: string,
): Promise<QuestionDetail> {
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, questionId), isNull(questions.deletedAt)));
  // another's question: the same 404 as none (access.ts)
  if (!row || row.createdBy !== userId) throw notFound('Question not found');
  const [question] = await loadQuestions(db, [row.id]);
  if (!question) throw notFound('Question not found');
  return {
    ...presentRevealedQuestion(question),
    // the edit form needs the topic ids, not only their names
    topics: (await topicsOf(db, [row.id])).map((t) => ({ id: t.id, name: t.name })),
    points: row.points,
    isPublished: row.isPublished,
    createdAt: row.createdAt.toISOString(),
    images: question.images.map((image) => ({ ...image, url: imageUrl(image.hash) })),
  };
}
