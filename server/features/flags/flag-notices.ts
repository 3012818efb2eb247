// The flagger's bell (ADR 039): the question they flagged was fixed, their flag was dismissed
// with a reply, or a reply arrived in the thread (either side). Written in the caller's
// transaction, so a notice exists exactly when its cause does.
import type { Database } from '#server/db/client.ts';
import { notifications } from '#server/db/schema/index.ts';
import type { NotificationKind } from '#server/db/schema/notifications.ts';
import type { FlagNoticePayload } from '#shared/contract/flags.ts';

type Writer = Pick<Database, 'insert'>;

const excerpt = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

export async function noticeFlag(
  db: Writer,
  kind: Extract<NotificationKind, 'flag-fixed' | 'flag-dismissed' | 'flag-message'>,
  userIds: string[],
  payload: FlagNoticePayload,
): Promise<void> {
  if (userIds.length === 0) return;
  const shown: FlagNoticePayload = {
    ...payload,
    questionText: excerpt(payload.questionText),
    ...(payload.message === undefined ? {} : { message: excerpt(payload.message) }),
  };
  await db
    .insert(notifications)
    .values(userIds.map((userId) => ({ userId, kind, payload: { ...shown } })));
}
