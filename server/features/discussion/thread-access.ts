// Who may see a question's ratings and thread (ADR 038): its author (they wrote the answer) and
// whoever has answered it (a row in user_question_status, written by recordAnswers). Anyone else
// gets the same 404 as for a question that does not exist: comments may give the answer away,
// and whether a question has a thread is nobody else's business.
import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { questions, userQuestionStatus } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import { discussionMessages } from '#shared/contract/discussion.ts';

export interface ThreadAccess {
  questionId: string;
  authorId: string;
  questionText: string;
  isAuthor: boolean;
  /** a deleted question's ratings and thread are read-only */
  deleted: boolean;
}

type Reader = Pick<Database, 'select'>;

export async function threadAccess(
  db: Reader,
  userId: string,
  questionId: string,
): Promise<ThreadAccess> {
  const [row] = await db
    .select({
      authorId: questions.createdBy,
      questionText: questions.questionText,
      deletedAt: questions.deletedAt,
      answeredBy: userQuestionStatus.userId,
    })
    .from(questions)
    .leftJoin(
      userQuestionStatus,
      and(eq(userQuestionStatus.questionId, questions.id), eq(userQuestionStatus.userId, userId)),
    )
    .where(eq(questions.id, questionId));
  if (!row) throw notFound(discussionMessages.notFound);
  const isAuthor = row.authorId === userId;
  if (!isAuthor && row.answeredBy === null) throw notFound(discussionMessages.notFound);
  return {
    questionId,
    authorId: row.authorId,
    questionText: row.questionText,
    isAuthor,
    deleted: row.deletedAt !== null,
  };
}
