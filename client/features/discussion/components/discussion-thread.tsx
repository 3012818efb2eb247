// The collapsible "Discussion (N)" of a revealed question (ADR 038): the thread oldest first
// with loading, empty and error states, and the box to post a comment.
import { useState } from 'react';
import { toast } from 'sonner';
import { MessageSquare } from 'lucide-react';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { DisclosureButton } from '#client/components/ui/disclosure.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { useComments } from '../api/comments.ts';
import { useCommentAction } from '../api/comment-mutations.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

export function DiscussionThread({
  questionId,
  defaultOpen = false,
  load = true,
}: {
  questionId: string;
  /** opened on purpose already (the answer history's disclosure): show the thread at once */
  defaultOpen?: boolean;
  /** false while the thread is far below the screen: its read waits (DiscussionPanel) */
  load?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const query = useComments(questionId, load || open);
  const live = query.data?.items.filter((c) => !c.deleted).length;

  return (
    <div className="flex flex-col gap-2">
      <DisclosureButton
        icon={MessageSquare}
        label={live === undefined ? 'Discussion' : `Discussion (${live})`}
        open={open}
        onOpenChange={setOpen}
      >
        <Thread questionId={questionId} query={query} />
      </DisclosureButton>
    </div>
  );
}

function Thread({
  questionId,
  query,
}: {
  questionId: string;
  query: ReturnType<typeof useComments>;
}) {
  const post = useCommentAction(questionId);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <p role="status" className="sr-only">
          Loading the discussion
        </p>
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Couldn't load the discussion"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { items, canWrite } = query.data;
  const submit = (body: string) =>
    post
      .mutateAsync({ kind: 'post', body })
      .then(() => true)
      .catch((error: unknown) => {
        toast.error(friendlyMessage(error));
        return false;
      });

  return (
    <>
      {items.length === 0 ? (
        <p className="text-sm text-muted">
          No comments yet. Ask about the explanation or point out an error.
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-line">
          {items.map((comment) => (
            <CommentItem
              key={comment.id}
              questionId={questionId}
              comment={comment}
              canWrite={canWrite}
            />
          ))}
        </ol>
      )}
      {canWrite ? (
        <CommentForm
          label="Add a comment"
          submitLabel={post.isPending ? 'Posting...' : 'Post'}
          busy={post.isPending}
          onSubmit={submit}
        />
      ) : (
        <p className="text-sm text-muted">
          This question was deleted; its discussion is read-only.
        </p>
      )}
    </>
  );
}
