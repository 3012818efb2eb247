// The header bell's data [decisions.md "Flagging notifies the creator"]: GET /api/notifications
// (the latest 20 and the unread count) and POST /api/notifications/read-all. Lives in lib/ so
// the layout can show the bell without importing a feature.
import { useMutation, useQuery } from '@tanstack/react-query';
import { notificationListSchema, type NotificationList } from '#shared/contract/notifications.ts';
import { api } from './api-client.ts';
import { queryClient } from './query-client.ts';

const key = (userId: string) => ['notifications', userId] as const;

export async function fetchNotifications() {
  return notificationListSchema.parse(await api<unknown>('/api/notifications'));
}

/** Read while signed in; refreshed every minute and when the tab comes back into view. */
export function useNotifications(userId: string | null) {
  return useQuery({
    queryKey: key(userId ?? ''),
    queryFn: fetchNotifications,
    enabled: userId !== null,
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** Marks everything read; the list updates at once (the count drops to 0). */
export function useMarkNotificationsRead(userId: string | null) {
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/api/notifications/read-all', { method: 'POST' }),
    onMutate: () => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(key(userId ?? ''), (old) =>
        old
          ? {
              unreadCount: 0,
              items: old.items.map((item) => ({ ...item, readAt: item.readAt ?? now })),
            }
          : old,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key(userId ?? '') }),
  });
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
