// Reading questions with their answers, topic names and images, in the order asked for.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import {
  images,
  questionAnswers,
  questionImages,
  questions,
  questionTopics,
  topics,
} from '#server/db/schema/index.ts';
import type { OptionId } from '#shared/contract/questions.ts';

export interface FullQuestion {
  id: string;
  questionText: string;
  topics: { name: string }[];
  answers: { id: OptionId; text: string }[];
  createdBy: string;
  correctAnswer: OptionId;
  explanation: string;
  reference: string;
  deletedAt: Date | null;
  /** in position order (ADR 040) */
  images: { hash: string; alt: string; width: number; height: number }[];
}

/** Questions by id (deleted ones included: past quizzes still need them), in the given order. */
export async function loadQuestions(db: Executor, ids: string[]): Promise<FullQuestion[]> {
  if (ids.length === 0) return [];
  // One after another: inside a transaction all four share one connection.
  const rows = await db.select().from(questions).where(inArray(questions.id, ids));
  const answerRows = await db
    .select()
    .from(questionAnswers)
    .where(inArray(questionAnswers.questionId, ids))
    .orderBy(asc(questionAnswers.optionId));
  const topicRows = await db
    .select({ questionId: questionTopics.questionId, name: topics.name })
    .from(questionTopics)
    .innerJoin(topics, eq(topics.id, questionTopics.topicId))
    .where(inArray(questionTopics.questionId, ids))
    .orderBy(asc(topics.name));
  const imageRows = await db
    .select({
      questionId: questionImages.questionId,
      hash: questionImages.imageHash,
      alt: questionImages.altText,
      width: images.width,
      height: images.height,
    })
    .from(questionImages)
    .innerJoin(images, eq(images.hash, questionImages.imageHash))
    .where(inArray(questionImages.questionId, ids))
    .orderBy(asc(questionImages.position));
  const byId = new Map(rows.map((q) => [q.id, q]));
  return ids.flatMap((id) => {
    const q = byId.get(id);
    if (!q) return [];
    return [
      {
        id: q.id,
        questionText: q.questionText,
        topics: topicRows.filter((t) => t.questionId === id).map((t) => ({ name: t.name })),
        answers: answerRows
          .filter((a) => a.questionId === id)
          .map((a) => ({ id: a.optionId, text: a.answerText })),
        createdBy: q.createdBy,
        correctAnswer: q.correctAnswer,
        explanation: q.explanation,
        reference: q.reference,
        deletedAt: q.deletedAt,
        images: imageRows
          .filter((i) => i.questionId === id)
          .map(({ hash, alt, width, height }) => ({ hash, alt, width, height })),
      },
    ];
  });
}
