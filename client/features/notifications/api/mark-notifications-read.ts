// POST /api/notifications/read-all: opening the bell's panel marks everything read.
import { useMutation } from '@tanstack/react-query';
import type { NotificationList } from '#shared/contract/notifications.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { notificationsQueryOptions } from './notifications.ts';

/** Marks everything read; the list updates at once (the count drops to 0). */
export function useMarkNotificationsRead(userId: string | null) {
  const { queryKey } = notificationsQueryOptions(userId ?? '');
  return useMutation({
    mutationFn: () => api<{ ok: true }>('/api/notifications/read-all', { method: 'POST' }),
    onMutate: () => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(queryKey, (old) =>
        old
          ? {
              unreadCount: 0,
              items: old.items.map((item) => ({ ...item, readAt: item.readAt ?? now })),
            }
          : old,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey }),
  });
}
