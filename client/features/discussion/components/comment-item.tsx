// One comment of the thread: writer, the "Author" marker, when, "edited"; the words as plain
// React text (never HTML). The writer edits or deletes (after a confirmation); others report.
// A deleted comment keeps its place as "Comment deleted". Reports and their review show under
// the words (comment-review.tsx).
import { useState } from 'react';
import { toast } from 'sonner';
import type { Comment } from '#shared/contract/discussion.ts';
import { relativeTime } from '#shared/domain/relative-time.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { useCommentAction } from '../api/comment-mutations.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentReview } from './comment-review.tsx';

export function CommentItem({
  questionId,
  comment,
  canWrite,
}: {
  questionId: string;
  comment: Comment;
  canWrite: boolean;
}) {
  const action = useCommentAction(questionId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (comment.deleted) {
    return <li className="py-2 text-sm text-muted italic">Comment deleted</li>;
  }

  const edit = (body: string) =>
    action
      .mutateAsync({ kind: 'edit', commentId: comment.id, body })
      .then(() => {
        setEditing(false);
        toast.success('Comment updated');
        return true;
      })
      .catch((error: unknown) => {
        toast.error(friendlyMessage(error));
        return false;
      });

  const remove = () =>
    action.mutate(
      { kind: 'delete', commentId: comment.id },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success('Comment deleted');
        },
        onError: (error) => toast.error(friendlyMessage(error)),
      },
    );

  const report = () =>
    action.mutate(
      { kind: 'report', commentId: comment.id },
      {
        onSuccess: () => toast.success('Thanks, the comment was reported'),
        onError: (error) => toast.error(friendlyMessage(error)),
      },
    );

  return (
    <li className="flex flex-col gap-1 py-2">
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <span className="font-semibold">{comment.authorName}</span>
        {comment.byQuestionAuthor && (
          <span className="rounded-full bg-honey-500 px-2 py-px text-xs font-bold">Author</span>
        )}
        <time dateTime={comment.createdAt} className="text-xs text-muted">
          {relativeTime(comment.createdAt)}
        </time>
        {comment.editedAt && <span className="text-xs text-muted">(edited)</span>}
      </p>
      {editing ? (
        <CommentForm
          initial={comment.body ?? ''}
          label="Edit your comment"
          submitLabel="Save"
          busy={action.isPending}
          onSubmit={edit}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="text-sm leading-relaxed break-words whitespace-pre-line">{comment.body}</p>
      )}
      <CommentReview questionId={questionId} comment={comment} canWrite={canWrite} />
      {canWrite && !editing && (
        <div className="-ml-2 flex gap-1">
          {comment.mine ? (
            <>
              <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                Delete
              </Button>
            </>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              onClick={report}
              disabled={comment.reportedByMe || action.isPending}
            >
              {comment.reportedByMe ? 'Reported' : 'Report'}
            </Button>
          )}
        </div>
      )}
      <Dialog open={confirming} onOpenChange={setConfirming} title="Delete this comment?">
        <p className="mb-4 text-sm text-muted">
          It will show as &ldquo;Comment deleted&rdquo; in the discussion.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={remove} disabled={action.isPending}>
            Delete comment
          </Button>
        </div>
      </Dialog>
    </li>
  );
}
