// What reports mean for one comment (ADR 038). The question's author sees how many open reports
// it has and keeps it (the reports end, it shows again) or removes it (its writer is told). Its
// writer sees that it is hidden from others meanwhile. Nobody else ever receives a hidden one.
import { toast } from 'sonner';
import type { Comment } from '#shared/contract/discussion.ts';
import { commentHoldReports } from '#shared/contract/discussion-rules.ts';
import { Button } from '#client/components/ui/button.tsx';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { useCommentAction } from '../api/comment-mutations.ts';

const reportsText = (n: number) => (n === 1 ? 'Reported once' : `Reported ${n} times`);

export function CommentReview({
  questionId,
  comment,
  canWrite,
}: {
  questionId: string;
  comment: Comment;
  canWrite: boolean;
}) {
  const action = useCommentAction(questionId);
  const reports = comment.openReports ?? 0;
  if (reports === 0 && !comment.hidden) return null;

  if (comment.openReports === null) {
    return (
      <p className="text-xs text-muted">
        Hidden from others after reports, until the question&rsquo;s author reviews it.
      </p>
    );
  }

  const act = (kind: 'keep' | 'remove') =>
    action.mutate(
      { kind, commentId: comment.id },
      {
        onSuccess: () => toast.success(kind === 'keep' ? 'Comment kept' : 'Comment removed'),
        onError: (error) => toast.error(friendlyMessage(error)),
      },
    );

  return (
    <div className="flex flex-col gap-1 rounded-xl bg-honey-100 px-3 py-2 text-sm">
      <p>
        <span className="font-semibold">{reportsText(reports)}</span>
        {reports >= commentHoldReports && comment.hidden
          ? '. Hidden from other trainees until you keep or remove it.'
          : '. Keep it, or remove it if it breaks the rules.'}
      </p>
      {canWrite && (
        <div className="-ml-2 flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => act('keep')} disabled={action.isPending}>
            Keep
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => act('remove')}
            disabled={action.isPending}
          >
            Remove
          </Button>
        </div>
      )}
    </div>
  );
}
