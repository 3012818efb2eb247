// Share links for questions: one random, unguessable code per (question, sharer), reused on the
// next share. A question is shared by its author or by a trainee it was shown to: issued
// in one of their quizzes, or answered by them (a shared question, a shared quiz). Anyone else
// gets the 404 of a question that does not exist.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  questions,
  quizSessions,
  sharedQuestions,
  userQuestionStatus,
} from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import { newShareCode } from '#server/lib/share-code.ts';

export async function shareQuestion(
  db: Database,
  userId: string,
  questionId: string,
): Promise<string> {
  const [question] = await db
    .select({
      shareable: sql<boolean>`${questions.createdBy} = ${userId}
        or exists (select 1 from ${userQuestionStatus}
          where ${userQuestionStatus.userId} = ${userId}
            and ${userQuestionStatus.questionId} = ${questionId})
        or exists (select 1 from ${quizSessions}
          where ${quizSessions.userId} = ${userId}
            and ${questionId}::uuid = any(${quizSessions.questionIds}))`,
    })
    .from(questions)
    .where(
      and(
        eq(questions.id, questionId),
        eq(questions.isPublished, true),
        isNull(questions.deletedAt),
      ),
    );
  if (!question?.shareable) throw notFound('Question not found');
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
