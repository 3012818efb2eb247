// Share links for questions: one random, unguessable code per (question, sharer), reused on the
// next share [001 §4]; only a question's author shares it (decisions.md).
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { questions, sharedQuestions } from '#server/db/schema/index.ts';
import { forbidden, notFound } from '#server/lib/app-error.ts';

/** 96 random bits, URL-safe: 16 characters. */
export const newShareCode = () => randomBytes(12).toString('base64url');

export async function shareQuestion(
  db: Database,
  userId: string,
  questionId: string,
): Promise<string> {
  const [question] = await db
    .select({ createdBy: questions.createdBy, deletedAt: questions.deletedAt })
    .from(questions)
    .where(eq(questions.id, questionId));
  if (!question || question.deletedAt) throw notFound('Question not found');
  if (question.createdBy !== userId) {
    throw forbidden('permission denied: only the author can share this question');
  }
  await db
    .insert(sharedQuestions)
    .values({ questionId, sharedBy: userId, shareLink: newShareCode() })
    .onConflictDoNothing({ target: [sharedQuestions.questionId, sharedQuestions.sharedBy] });
  const [row] = await db
    .select({ code: sharedQuestions.shareLink })
    .from(sharedQuestions)
    .where(and(eq(sharedQuestions.questionId, questionId), eq(sharedQuestions.sharedBy, userId)));
  if (!row) throw new Error('share link upsert returned no row');
  return row.code;
}
