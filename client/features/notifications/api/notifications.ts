// GET /api/notifications: the header bell's latest 20 and the unread count
// [product#flagging].
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

async function fetchNotifications() {
  // The contract (Zod) loads beside the request, not with every signed-in page's first JavaScript.
  const [json, { notificationListSchema }] = await Promise.all([
    api<unknown>('/api/notifications'),
    import('#shared/contract/notifications.ts'),
  ]);
  return notificationListSchema.parse(json);
}

/** Keyed by user; refreshed every minute and when the tab comes back into view. */
export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['notifications', userId],
    queryFn: fetchNotifications,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

/** Read while signed in. */
export function useNotifications(userId: string | null) {
  return useQuery({ ...notificationsQueryOptions(userId ?? ''), enabled: userId !== null });
}

/** The payload of a 'question-flagged' notification, or null when it has another shape. */
export function flaggedPayload(payload: Record<string, unknown>) {
  const { questionId, questionText, reason, flaggedByName } = payload;
  if (typeof questionText !== 'string') return null;
  return {
    questionId: typeof questionId === 'string' ? questionId : null,
    questionText,
    reason: typeof reason === 'string' ? reason : '',
    flaggedByName: typeof flaggedByName === 'string' && flaggedByName ? flaggedByName : 'Someone',
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The payload of a 'question-comment' notification (ADR 038), or null when it has another shape. */
export function commentPayload(payload: Record<string, unknown>) {
  const { questionId, questionText, commenterName, excerpt } = payload;
  if (typeof questionText !== 'string') return null;
  return {
    questionId: typeof questionId === 'string' ? questionId : null,
    questionText,
    commenterName: text(commenterName) || 'Someone',
    excerpt: text(excerpt),
  };
}

/** The payload of a 'comment-removed' notification (ADR 038), or null when it has another shape. */
export function commentRemovedPayload(payload: Record<string, unknown>) {
  const { questionText, excerpt } = payload;
  if (typeof questionText !== 'string') return null;
  return { questionText, excerpt: text(excerpt) };
}

/** The payload of a 'question-rating-summary' notification (ADR 038), or null. */
export function ratingSummaryPayload(payload: Record<string, unknown>) {
  const { questionId, questionText, ratingCount, qualityAverage } = payload;
  if (typeof questionText !== 'string' || typeof ratingCount !== 'number') return null;
  return {
    questionId: typeof questionId === 'string' ? questionId : null,
    questionText,
    ratingCount,
    qualityAverage: typeof qualityAverage === 'number' ? qualityAverage : null,
  };
}

/** The payload of a flag's notice to the flagger or a reply (ADR 039), or null. */
export function flagNoticePayload(payload: Record<string, unknown>) {
  const { flagId, questionText, message } = payload;
  if (typeof flagId !== 'string' || typeof questionText !== 'string') return null;
  return { flagId, questionText, message: typeof message === 'string' ? message : null };
}
