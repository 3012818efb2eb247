// The collapsible "Discussion (N)" of a revealed question (ADR 038): the thread oldest first
// with loading, empty and error states, and the box to post a comment.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ChevronDown, MessageSquare } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
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
  const panelId = useId();
  const query = useComments(questionId, load || open);
  const live = query.data?.items.filter((c) => !c.deleted).length;

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="-mx-2 flex min-h-11 items-center gap-2 rounded-xl px-2 text-left font-semibold hover:bg-honey-100"
      >
        <MessageSquare className="size-4 text-honey-700" aria-hidden />
        {live === undefined ? 'Discussion' : `Discussion (${live})`}
        <ChevronDown
          className={cn('ml-auto size-4 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      {open && (
        <div id={panelId} className="flex flex-col gap-3">
          <Thread questionId={questionId} query={query} />
        </div>
      )}
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
