// The header bell for signed-in trainees: the unread count as a badge, and a panel listing who
// flagged which of your questions and why, new comments on them and rating summaries, your
// comment removed after reports (ADR 038),
// and a flag's news: the question was updated, the flag dismissed, a reply (ADR 039).
// Opening the panel marks everything read. A notice whose question was deleted says so and can
// be dismissed, instead of linking to a question that no longer opens.
import { useState } from 'react';
import { Link } from 'react-router';
import { Popover } from 'radix-ui';
import { Bell, CheckCircle2, Flag, MessageSquare, Star, X, type LucideIcon } from 'lucide-react';
import type { NotificationList } from '#shared/contract/notifications.ts';
import { commentRemovedNotice, ratingSummaryText } from '#shared/contract/discussion-rules.ts';
import { moderationMessages } from '#shared/contract/moderation-messages.ts';
import { relativeTime } from '#shared/domain/relative-time.ts';
import { cn } from '#client/lib/cn.ts';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { ErrorState } from '#client/components/ui/states.tsx';
import { useDismissNotification } from '../api/dismiss-notification.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import {
  commentPayload,
  commentRemovedPayload,
  flaggedPayload,
  flagNoticePayload,
  ratingSummaryPayload,
  useNotifications,
} from '../api/notifications.ts';
import { paths } from '#client/lib/paths.ts';

export function NotificationBell({ userId }: { userId: string }) {
  const query = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  const [open, setOpen] = useState(false);
  /** ids that were unread when the panel opened: they keep their "New" label while it is open */
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const unread = query.data?.unreadCount ?? 0;

  const onOpenChange = (next: boolean) => {
    if (next) {
      setFresh(
        new Set(
          query.data?.items.filter((item) => item.readAt === null).map((item) => item.id) ?? [],
        ),
      );
      if (unread > 0) markRead.mutate();
      else void query.refetch();
    }
    setOpen(next);
  };

  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        aria-label={label}
        title={label}
        className={cn(
          'relative flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-honey-100',
          open && 'bg-honey-100',
        )}
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            aria-hidden
            className="tabular absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-bad px-1 text-[0.7rem] leading-none font-bold text-cream ring-2 ring-cream"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-40 flex max-h-[min(32rem,calc(100dvh-6rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-2">
            <h2 className="font-bold">Notifications</h2>
            <Popover.Close
              aria-label="Close"
              className="-mr-2 flex size-11 items-center justify-center rounded-full text-muted hover:bg-honey-100"
            >
              <X className="size-5" aria-hidden />
            </Popover.Close>
          </div>
          <div className="overflow-y-auto overscroll-contain">
            <Panel userId={userId} query={query} fresh={fresh} onNavigate={() => setOpen(false)} />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function Panel({
  userId,
  query,
  fresh,
  onNavigate,
}: {
  userId: string;
  query: ReturnType<typeof useNotifications>;
  fresh: ReadonlySet<string>;
  onNavigate: () => void;
}) {
  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4 p-4" aria-busy="true">
        <p role="status" className="sr-only">
          Loading notifications
        </p>
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3">
            <Skeleton className="hex size-9 rounded-none" />
            <div className="flex flex-1 flex-col gap-1.5">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-full" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="p-3">
        <ErrorState
          title="Couldn't load notifications"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
        <span className="hex flex size-12 items-center justify-center bg-honey-100 text-honey-700">
          <Bell className="size-5" aria-hidden />
        </span>
        <p className="font-semibold">No notifications yet</p>
        <p className="text-sm text-muted">
          When a classmate flags one of your questions, you will hear about it here.
        </p>
      </div>
    );
  }
  return <Items userId={userId} list={query.data} fresh={fresh} onNavigate={onNavigate} />;
}

function Items({
  userId,
  list,
  fresh,
  onNavigate,
}: {
  userId: string;
  list: NotificationList;
  fresh: ReadonlySet<string>;
  onNavigate: () => void;
}) {
  const dismiss = useDismissNotification(userId);
  const now = new Date();
  return (
    <ul className="flex flex-col divide-y divide-line">
      {list.items.map((item) => {
        const isNew = fresh.has(item.id);
        const shown = describe(item);
        return (
          <li key={item.id} className={cn('flex gap-3 px-4 py-3', isNew && 'bg-honey-100/60')}>
            <span
              className={cn(
                'hex flex size-9 shrink-0 items-center justify-center',
                shown.tone === 'bad' ? 'bg-bad-soft text-bad' : 'bg-honey-100 text-honey-700',
              )}
            >
              <shown.Icon className="size-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm leading-snug">
                {isNew && (
                  <span className="mr-1.5 inline-flex translate-y-[-1px] items-center rounded-full bg-honey-500 px-1.5 py-px text-[0.65rem] font-bold tracking-wide uppercase">
                    New
                  </span>
                )}
                <span className="font-semibold">{shown.title}</span>
              </p>
              {shown.questionText !== null && (
                <p className="mt-1 line-clamp-2 text-sm text-muted">“{shown.questionText}”</p>
              )}
              {item.questionDeleted && (
                <p className="mt-1 text-sm font-semibold text-muted">This question was deleted</p>
              )}
              {shown.detail && (
                <p className="mt-1.5 rounded-lg bg-cream px-2.5 py-1.5 text-sm break-words">
                  <span className="font-semibold">{shown.detail.label}</span>
                  {shown.detail.text}
                </p>
              )}
              <div className="mt-1 flex items-center justify-between gap-2">
                <time
                  dateTime={item.createdAt}
                  title={new Date(item.createdAt).toLocaleString()}
                  className="text-xs text-muted"
                >
                  {relativeTime(item.createdAt, now)}
                </time>
                {item.questionDeleted ? (
                  // nothing left to open: the notice can only go
                  <button
                    type="button"
                    onClick={() => dismiss.mutate(item.id)}
                    className="-my-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-honey-700 underline-offset-4 hover:underline"
                  >
                    Dismiss
                  </button>
                ) : (
                  shown.link && (
                    <Link
                      to={shown.link.to}
                      onClick={onNavigate}
                      className="-my-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-honey-700 underline-offset-4 hover:underline"
                    >
                      {shown.link.label}
                    </Link>
                  )
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

interface Shown {
  Icon: LucideIcon;
  tone: 'bad' | 'honey';
  title: string;
  questionText: string | null;
  detail: { label: string; text: string } | null;
  link: { to: string; label: string } | null;
}

const viewQuestion = (questionId: string | null) =>
  questionId ? { to: paths.previewQuestionById(questionId), label: 'View question' } : null;

const flagNoticeTitles: Record<string, string> = {
  'flag-fixed': moderationMessages.fixedNotice,
  'flag-dismissed': moderationMessages.dismissedNotice,
  'flag-message': 'New reply about a flag',
};

/** What one notification says, by kind: a flag, a comment or a rating summary (ADR 038), a
 * flag's news (ADR 039). */
function describe(item: NotificationList['items'][number]): Shown {
  const flagTitle = flagNoticeTitles[item.kind];
  const flagNews = flagTitle ? flagNoticePayload(item.payload) : null;
  if (flagTitle && flagNews) {
    return {
      Icon:
        item.kind === 'flag-fixed'
          ? CheckCircle2
          : item.kind === 'flag-message'
            ? MessageSquare
            : Flag,
      tone: 'honey',
      title: flagTitle,
      questionText: flagNews.questionText,
      detail: flagNews.message ? { label: 'Reply: ', text: flagNews.message } : null,
      link: { to: paths.flagThread(flagNews.flagId), label: 'View conversation' },
    };
  }
  const flag = item.kind === 'question-flagged' ? flaggedPayload(item.payload) : null;
  if (flag) {
    return {
      Icon: Flag,
      tone: 'bad',
      title: `${flag.flaggedByName} flagged your question`,
      questionText: flag.questionText,
      detail: flag.reason ? { label: 'Reason: ', text: flag.reason } : null,
      link: viewQuestion(flag.questionId),
    };
  }
  const comment = item.kind === 'question-comment' ? commentPayload(item.payload) : null;
  if (comment) {
    return {
      Icon: MessageSquare,
      tone: 'honey',
      title: 'New comment on your question',
      questionText: comment.questionText,
      detail: { label: `${comment.commenterName}: `, text: comment.excerpt },
      link: viewQuestion(comment.questionId),
    };
  }
  const removed = item.kind === 'comment-removed' ? commentRemovedPayload(item.payload) : null;
  if (removed) {
    // No link: the question's page is its author's, and the comment is gone.
    return {
      Icon: MessageSquare,
      tone: 'honey',
      title: commentRemovedNotice,
      questionText: removed.questionText,
      detail: { label: 'Your comment: ', text: removed.excerpt },
      link: null,
    };
  }
  const rated = item.kind === 'question-rating-summary' ? ratingSummaryPayload(item.payload) : null;
  if (rated) {
    return {
      Icon: Star,
      tone: 'honey',
      title: ratingSummaryText(rated.ratingCount, rated.qualityAverage),
      questionText: rated.questionText,
      detail: null,
      link: viewQuestion(rated.questionId),
    };
  }
  return {
    Icon: Bell,
    tone: 'honey',
    title: 'You have a new notification',
    questionText: null,
    detail: null,
    link: null,
  };
}
