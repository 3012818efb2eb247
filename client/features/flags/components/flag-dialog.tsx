import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { flagQuestionSchema } from '#shared/contract/flags.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { firstIssue } from '#client/lib/first-issue.ts';
import { useFlagQuestion } from '../api/flag-question.ts';

/** Flag a question with a reason; its creator is notified [product#flagging]. */
export function FlagDialog({
  questionId,
  open,
  onOpenChange,
  onFlagged,
}: {
  questionId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFlagged: () => void;
}) {
  const [reason, setReason] = useState('');
  const flag = useFlagQuestion();
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = flagQuestionSchema.safeParse({ reason });
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    flag.mutate(
      { questionId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success('Question flagged successfully', {
            description: 'The question creator has been notified',
          });
          setReason('');
          onOpenChange(false);
          onFlagged();
        },
        // the spec's toast, with the server's reason when it is one the trainee can act on
        // (answer it first, or wait: ADR 058)
        onError: (error) =>
          toast.error('Failed to flag question', {
            description:
              error instanceof ApiError && (error.status === 403 || error.status === 429)
                ? error.message
                : undefined,
          }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Flag Question"
      description="Something wrong, out of date or unclear? Tell the author what to fix."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className="text-sm font-semibold">
            Reason
          </label>
          <textarea
            id={fieldId}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={4}
            maxLength={1000}
            required
            placeholder="e.g. The dose in answer B changed in the 2024 guideline."
            className="w-full rounded-xl border border-line bg-white px-3 py-2 text-base text-ink placeholder:text-muted/70 focus:border-honey-500 focus:ring-2 focus:ring-honey-700 focus:outline-none"
          />
        </div>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button type="submit" className="flex-1" disabled={flag.isPending}>
            {flag.isPending ? 'Flagging...' : 'Flag Question'}
          </Button>
          <Button variant="secondary" className="flex-1" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
