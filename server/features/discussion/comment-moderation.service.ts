// The question's author reviews reported comments (ADR 038): Keep ends the open reports, so a
// hidden comment shows again; Remove soft-deletes it and tells its writer. Only comments with
// open reports are reviewed: an author does not delete classmates' comments at will. A reader
// of the thread who is not the author gets 403; anyone else the thread's 404.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '#server/db/client.ts';
import { questionComments } from '#server/db/schema/index.ts';
import { AppError, forbidden, notFound } from '#server/lib/app-error.ts';
import { discussionMessages } from '#shared/contract/discussion.ts';
import { threadAccess } from './thread-access.ts';
import { readOnly } from './ratings.service.ts';
import { openReports } from './comment-reports.ts';
import { noticeCommentRemoved } from './discussion-notices.ts';

/** The reported live comment under review, locked so Keep and Remove do not cross. */
async function reportedComment(tx: Tx, userId: string, questionId: string, commentId: string) {
  const thread = await threadAccess(tx, userId, questionId);
  if (!thread.isAuthor) throw forbidden(discussionMessages.onlyAuthorReviews);
  const [row] = await tx
    .select({
      userId: questionComments.userId,
      body: questionComments.body,
      reports: openReports(),
    })
    .from(questionComments)
    .where(
      and(
        eq(questionComments.id, commentId),
        eq(questionComments.questionId, questionId),
        isNull(questionComments.deletedAt),
      ),
    )
    .for('update');
  if (!row) throw notFound(discussionMessages.commentNotFound);
  if (thread.deleted) throw readOnly();
  if (row.reports === 0) throw new AppError('CONFLICT', 409, discussionMessages.notReported);
  return { thread, comment: row };
}

/** POST /api/questions/:id/comments/:commentId/keep */
export async function keepComment(
  db: Database,
  userId: string,
  questionId: string,
  commentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await reportedComment(tx, userId, questionId, commentId);
    await tx
      .update(questionComments)
      .set({ reportsClearedAt: sql`now()` })
      .where(eq(questionComments.id, commentId));
  });
}

/** POST /api/questions/:id/comments/:commentId/remove */
export async function removeComment(
  db: Database,
  userId: string,
  questionId: string,
  commentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { thread, comment } = await reportedComment(tx, userId, questionId, commentId);
    await tx
      .update(questionComments)
      .set({ deletedAt: sql`now()` })
      .where(eq(questionComments.id, commentId));
    await noticeCommentRemoved(tx, comment.userId, {
      questionId,
      questionText: thread.questionText,
      body: comment.body,
    });
  });
}
