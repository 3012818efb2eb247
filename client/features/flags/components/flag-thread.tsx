// One flag's conversation (ADR 039): the reason, the messages, and a reply box. The question's
// author may also dismiss the flag with the reply, or edit the question (saving it marks every
// open flag fixed and tells each flagger it was updated).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CheckCircle2, CircleDot, XCircle } from 'lucide-react';
import {
  flagMessageInputSchema,
  maxFlagMessageLength,
  type FlagSummary,
  type FlagThread,
} from '#shared/contract/flags.ts';
import { relativeTime } from '#shared/domain/relative-time.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CountedTextarea } from '#client/components/ui/counted-textarea.tsx';
import { firstIssue } from '#client/lib/first-issue.ts';
import { friendlyMessage } from '#client/lib/friendly-error.ts';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';
import { useFlagAction } from '../api/flag-thread.ts';

const statusShown = {
  open: { label: 'Open', Icon: CircleDot, className: 'bg-bad-soft text-bad' },
  fixed: { label: 'Fixed', Icon: CheckCircle2, className: 'bg-ok-soft text-ok' },
  dismissed: { label: 'Dismissed', Icon: XCircle, className: 'bg-comb text-muted' },
} as const;

export function FlagStatus({ status }: { status: FlagSummary['status'] }) {
  const shown = statusShown[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold',
        shown.className,
      )}
    >
      <shown.Icon className="size-3.5" aria-hidden />
      {shown.label}
    </span>
  );
}

export function FlagThreadView({
  thread,
  onChanged,
}: {
  thread: FlagThread;
  /** after a reply or a dismissal (My Questions refreshes its badges) */
  onChanged?: () => void;
}) {
  const { flag, viewer, messages } = thread;
  const now = new Date();
  const who = (side: 'author' | 'flagger') =>
    side === viewer ? 'You' : side === 'author' ? 'The author' : flag.flaggedByName;

  return (
    <div className="flex flex-col gap-3">
      <div className="rounded-xl bg-cream px-3 py-2 text-sm break-words">
        <p className="font-semibold">
          {viewer === 'flagger' ? 'You flagged it' : `${flag.flaggedByName} flagged it`}
          <span className="font-normal text-muted"> · {relativeTime(flag.createdAt, now)}</span>
        </p>
        <p className="mt-0.5 whitespace-pre-wrap">{flag.reason}</p>
      </div>
      {messages.length > 0 && (
        <ol className="flex flex-col gap-2" aria-label="Messages">
          {messages.map((m) => (
            <li
              key={m.id}
              className={cn(
                'rounded-xl border border-line px-3 py-2 text-sm break-words',
                m.writtenBy === viewer ? 'ml-6 bg-honey-100/60' : 'mr-6 bg-white',
              )}
            >
              <p className="font-semibold">
                {who(m.writtenBy)}
                <span className="font-normal text-muted"> · {relativeTime(m.createdAt, now)}</span>
              </p>
              <p className="mt-0.5 whitespace-pre-wrap">{m.body}</p>
            </li>
          ))}
        </ol>
      )}
      <ReplyForm thread={thread} onChanged={onChanged} />
    </div>
  );
}

function ReplyForm({ thread, onChanged }: { thread: FlagThread; onChanged?: () => void }) {
  const { flag, viewer } = thread;
  const action = useFlagAction(flag.id, onChanged);
  const [text, setText] = useState('');
  const canDismiss = viewer === 'author' && flag.status === 'open';

  const send = (kind: 'messages' | 'dismiss') => {
    const parsed = flagMessageInputSchema.safeParse({ body: text });
    if (!parsed.success) return void toast.error(firstIssue(parsed.error));
    action.mutate(
      { kind, body: parsed.data.body },
      {
        onSuccess: () => {
          setText('');
          toast.success(kind === 'dismiss' ? 'Flag dismissed' : 'Reply sent');
        },
        onError: (error) => toast.error(friendlyMessage(error)),
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send('messages');
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <CountedTextarea
        label={viewer === 'author' ? `Reply to ${flag.flaggedByName}` : 'Reply to the author'}
        value={text}
        onChange={setText}
        maxLength={maxFlagMessageLength}
        actions={
          <>
            {canDismiss && (
              <Button
                variant="ghost"
                size="sm"
                disabled={action.isPending}
                onClick={() => send('dismiss')}
              >
                Dismiss with this reply
              </Button>
            )}
            <Button type="submit" variant="secondary" size="sm" disabled={action.isPending}>
              Send reply
            </Button>
          </>
        }
      />
      {canDismiss && (
        <p className="text-sm text-muted">
          Or{' '}
          <Link
            to={paths.editQuestion(flag.questionId)}
            className="font-semibold text-honey-700 underline-offset-4 hover:underline"
          >
            edit the question
          </Link>
          : saving it marks this flag fixed and tells {flag.flaggedByName} it was updated.
        </p>
      )}
    </form>
  );
}
