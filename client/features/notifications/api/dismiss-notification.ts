// DELETE /api/notifications/:id: the owner dismisses one (a notice about a question since
// deleted has nothing left to open). It leaves the list at once.
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { NotificationList } from '#shared/contract/notifications.ts';
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { notificationsQueryOptions } from './notifications.ts';

export function useDismissNotification(userId: string) {
  const { queryKey } = notificationsQueryOptions(userId);
  return useMutation({
    mutationFn: (id: string) =>
      api<{ ok: true }>(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onMutate: (id) => {
      queryClient.setQueryData<NotificationList>(queryKey, (old) => {
        const dropped = old?.items.find((item) => item.id === id);
        if (!old || !dropped) return old;
        return {
          unreadCount: old.unreadCount - (dropped.readAt === null ? 1 : 0),
          items: old.items.filter((item) => item.id !== id),
        };
      });
    },
    onError: () => {
      toast.error('Could not dismiss the notification');
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
