import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import {
  profiles,
  questionAnswers,
  questions,
  questionTopics,
  topics,
} from '#server/db/schema/index.ts';
import { badRequest } from '#server/lib/app-error.ts';
import { awardPoints } from '#server/features/points/points.service.ts';
import { optionIds, type QuestionInput } from '#shared/contract/questions.ts';

/** Nectar for writing a question, taken back if it is deleted. */
export const pointsForWriting = 5;

/** Creates a question with its four answers and topic links, and awards the writer, atomically. */
export async function createQuestion(
  db: Executor,
  userId: string,
  input: QuestionInput,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const known = await tx
      .select({ id: topics.id })
      .from(topics)
      .where(inArray(topics.id, input.topicIds));
    if (known.length !== input.topicIds.length) throw badRequest('At least one topic is required');

    const [row] = await tx
      .insert(questions)
      .values({
        questionText: input.questionText,
        explanation: input.explanation,
        reference: input.reference,
        correctAnswer: input.correctAnswer,
        points: pointsForWriting,
        createdBy: userId,
        isPublished: true,
      })
      .returning({ id: questions.id });
    if (!row) throw new Error('question insert returned no row');

    await tx.insert(questionAnswers).values(
      optionIds.map((optionId) => ({
        questionId: row.id,
        optionId,
        answerText: input.answers[optionId],
      })),
    );
    await tx
      .insert(questionTopics)
      .values(input.topicIds.map((topicId) => ({ questionId: row.id, topicId })));
    await tx
      .update(profiles)
      .set({ questionsWritten: sql`${profiles.questionsWritten} + 1` })
      .where(eq(profiles.id, userId));
    await awardPoints(tx, {
      userId,
      delta: pointsForWriting,
      reason: 'question-written',
      reference: row.id,
      awardKey: `question-written:${row.id}`,
    });
    return row;
  });
}
