// The author's bell (ADR 038): a notice for each new comment by someone else, and a rating
// summary when the question reaches 5 raters and then every 10 more (15, 25, ...), never one per
// rating; and the writer's, when the question's author removes their reported comment. Written in the caller's transaction, so a notice exists exactly when its cause does.
import type { Database } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/index.ts';
import type {
  CommentNoticePayload,
  CommentRemovedNoticePayload,
  RatingSummaryNoticePayload,
} from '#shared/contract/discussion.ts';

type Writer = Pick<Database, 'insert'>;

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

export async function noticeNewComment(
  db: Writer,
  authorId: string,
  payload: Omit<CommentNoticePayload, 'excerpt' | 'questionText'> & {
    questionText: string;
    body: string;
  },
): Promise<void> {
  const { body, questionText, ...rest } = payload;
  const notice: CommentNoticePayload = {
    ...rest,
    questionText: excerpt(questionText),
    excerpt: excerpt(body),
  };
  await db.insert(notifications).values({
    userId: authorId,
    kind: 'question-comment',
    payload: { ...notice },
  });
}

/** To the writer of a comment the question's author removed after reports. */
export async function noticeCommentRemoved(
  db: Writer,
  writerId: string,
  payload: { questionId: string; questionText: string; body: string },
): Promise<void> {
  const notice: CommentRemovedNoticePayload = {
    questionId: payload.questionId,
    questionText: excerpt(payload.questionText),
    excerpt: excerpt(payload.body),
  };
  await db.insert(notifications).values({
    userId: writerId,
    kind: 'comment-removed',
    payload: { ...notice },
  });
}

export async function noticeRatingSummary(
  db: Writer,
  authorId: string,
  payload: RatingSummaryNoticePayload,
): Promise<void> {
  await db.insert(notifications).values({
    userId: authorId,
    kind: 'question-rating-summary',
    payload: { ...payload, questionText: excerpt(payload.questionText) },
  });
}
