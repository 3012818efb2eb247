// A question's comment thread (ADR 038): read and written by its author and whoever answered it
// (thread-access.ts), oldest first. Only the writer edits or deletes a comment; for anyone else
// it does not exist (404). Deleting is soft, so the thread keeps its shape. Reports are one per
// user and comment, never one's own; 3 open ones hide the comment from everyone but its writer
// and the question's author, who keeps or removes it (comment-moderation.service.ts).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { commentReports, profiles, questionComments } from '#server/db/schema/index.ts';
import { forbidden, notFound } from '#server/lib/app-error.ts';
import {
  commentHoldReports,
  discussionMessages,
  type Comment,
  type CommentList,
} from '#shared/contract/discussion.ts';
import { threadAccess, type ThreadAccess } from './thread-access.ts';
import { noticeNewComment } from './discussion-notices.ts';
import { readOnly } from './ratings.service.ts';
import { openReports } from './comment-reports.ts';

type Reader = Pick<Database, 'select'>;

async function listRows(db: Reader, thread: ThreadAccess, viewerId: string, commentId?: string) {
  const rows = await db
    .select({
      id: questionComments.id,
      userId: questionComments.userId,
      authorName: profiles.name,
      body: questionComments.body,
      createdAt: questionComments.createdAt,
      editedAt: questionComments.editedAt,
      deletedAt: questionComments.deletedAt,
      reportedByMe: sql<boolean>`${commentReports.userId} is not null`,
      openReports: openReports(),
    })
    .from(questionComments)
    .innerJoin(profiles, eq(profiles.id, questionComments.userId))
    .leftJoin(
      commentReports,
      and(eq(commentReports.commentId, questionComments.id), eq(commentReports.userId, viewerId)),
    )
    .where(
      and(
        eq(questionComments.questionId, thread.questionId),
        commentId === undefined ? undefined : eq(questionComments.id, commentId),
      ),
    )
    .orderBy(asc(questionComments.createdAt), asc(questionComments.id));
  return rows.flatMap((r): Comment[] => {
    const deleted = r.deletedAt !== null;
    const hidden = !deleted && r.openReports >= commentHoldReports;
    // Held back from everyone but its writer and the one who decides, the question's author.
    if (hidden && r.userId !== viewerId && !thread.isAuthor) return [];
    const comment: Comment = {
      id: r.id,
      // A deleted comment keeps its place and nothing else: neither words nor writer.
      authorName: deleted ? null : r.authorName,
      byQuestionAuthor: !deleted && r.userId === thread.authorId,
      mine: r.userId === viewerId,
      body: deleted ? null : r.body,
      deleted,
      createdAt: r.createdAt.toISOString(),
      editedAt: deleted ? null : (r.editedAt?.toISOString() ?? null),
      reportedByMe: r.reportedByMe,
      openReports: thread.isAuthor && !deleted ? r.openReports : null,
      hidden,
    };
    return [comment];
  });
}

/** GET /api/questions/:id/comments */
export async function listComments(
  db: Database,
  userId: string,
  questionId: string,
): Promise<CommentList> {
  const thread = await threadAccess(db, userId, questionId);
  return { canWrite: !thread.deleted, items: await listRows(db, thread, userId) };
}

/** POST /api/questions/:id/comments; the author hears of it unless they wrote it. */
export async function postComment(
  db: Database,
  userId: string,
  questionId: string,
  body: string,
): Promise<Comment> {
  return db.transaction(async (tx) => {
    const thread = await threadAccess(tx, userId, questionId);
    if (thread.deleted) throw readOnly();
    const [row] = await tx
      .insert(questionComments)
      .values({ questionId, userId, body })
      .returning({ id: questionComments.id });
    if (!row) throw new Error('comment insert returned no row');
    const [comment] = await listRows(tx, thread, userId, row.id);
    if (!comment) throw new Error('new comment not found');
    if (!thread.isAuthor) {
      await noticeNewComment(tx, thread.authorId, {
        questionId,
        questionText: thread.questionText,
        commentId: row.id,
        commenterName: comment.authorName ?? '',
        body,
      });
    }
    return comment;
  });
}

/** The caller's own live comment on a thread they may write to; 404 for anything else. */
async function ownComment(db: Reader, userId: string, questionId: string, commentId: string) {
  const thread = await threadAccess(db, userId, questionId);
  const [row] = await db
    .select({ id: questionComments.id })
    .from(questionComments)
    .where(
      and(
        eq(questionComments.id, commentId),
        eq(questionComments.questionId, questionId),
        eq(questionComments.userId, userId),
        isNull(questionComments.deletedAt),
      ),
    );
  if (!row) throw notFound(discussionMessages.commentNotFound);
  if (thread.deleted) throw readOnly();
  return thread;
}

/** PATCH /api/questions/:id/comments/:commentId */
export async function editComment(
  db: Database,
  userId: string,
  questionId: string,
  commentId: string,
  body: string,
): Promise<Comment> {
  const thread = await ownComment(db, userId, questionId, commentId);
  await db
    .update(questionComments)
    .set({ body, editedAt: sql`now()` })
    .where(eq(questionComments.id, commentId));
  const [comment] = await listRows(db, thread, userId, commentId);
  if (!comment) throw notFound(discussionMessages.commentNotFound);
  return comment;
}

/** DELETE /api/questions/:id/comments/:commentId: soft, the place in the thread stays. */
export async function deleteComment(
  db: Database,
  userId: string,
  questionId: string,
  commentId: string,
): Promise<void> {
  await ownComment(db, userId, questionId, commentId);
  await db
    .update(questionComments)
    .set({ deletedAt: sql`now()` })
    .where(eq(questionComments.id, commentId));
}

/** POST /api/questions/:id/comments/:commentId/report: once per user (again is a no-op). */
export async function reportComment(
  db: Database,
  userId: string,
  questionId: string,
  commentId: string,
): Promise<void> {
  await threadAccess(db, userId, questionId);
  const [row] = await db
    .select({ userId: questionComments.userId })
    .from(questionComments)
    .where(
      and(
        eq(questionComments.id, commentId),
        eq(questionComments.questionId, questionId),
        isNull(questionComments.deletedAt),
      ),
    );
  if (!row) throw notFound(discussionMessages.commentNotFound);
  if (row.userId === userId) throw forbidden(discussionMessages.ownComment);
  await db.insert(commentReports).values({ commentId, userId }).onConflictDoNothing();
}
