// Near-duplicates for the write form (ADR 037): live questions whose stem is like the
// text being typed, by pg_trgm similarity. The `%` operator lets the GIN trigram index on
// question_text find the candidates; its threshold is set for this transaction only, so pooled
// connections keep PostgreSQL's default.
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { questions, questionTopics, topics } from '#server/db/schema/index.ts';
import {
  similarQuestionsLimit,
  similarTextPreview,
  type SimilarQuestions,
} from '#shared/contract/similar-questions.ts';

/**
 * Calibrated on the 60 demo stems (ADR 037): distinct questions score at most 0.42 against each
 * other (99th percentile 0.35); a reworded stem with the same case scores 0.55-0.63.
 */
const similarityThreshold = 0.4;

const preview = (text: string) =>
  text.length > similarTextPreview ? `${text.slice(0, similarTextPreview - 1)}…` : text;

export async function findSimilarQuestions(
  db: Database,
  text: string,
  excludeId: string | undefined,
): Promise<SimilarQuestions> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(similarityThreshold)}, true)`,
    );
    const score = sql<number>`similarity(${questions.questionText}, ${text})`.mapWith(Number);
    return tx
      .select({ id: questions.id, questionText: questions.questionText, similarity: score })
      .from(questions)
      .where(
        and(
          sql`${questions.questionText} % ${text}`,
          isNull(questions.deletedAt),
          eq(questions.isPublished, true),
          excludeId === undefined ? undefined : ne(questions.id, excludeId),
        ),
      )
      .orderBy(desc(score), asc(questions.id))
      .limit(similarQuestionsLimit);
  });
  if (rows.length === 0) return { items: [] };
  const topicRows = await db
    .select({ questionId: questionTopics.questionId, name: topics.name })
    .from(questionTopics)
    .innerJoin(topics, eq(topics.id, questionTopics.topicId))
    .where(
      inArray(
        questionTopics.questionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(topics.name));
  return {
    items: rows.map((row) => ({
      id: row.id,
      questionText: preview(row.questionText),
      similarity: Math.round(row.similarity * 100) / 100,
      topics: topicRows.filter((t) => t.questionId === row.id).map((t) => ({ name: t.name })),
    })),
  };
}
