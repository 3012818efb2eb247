// DELETE /api/saved/:questionId: remove a bookmark and its note (ADR 033).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { savedKey } from './saved-list.ts';

const removeSaved = (questionId: string) =>
  api<unknown>(`/api/saved/${encodeURIComponent(questionId)}`, { method: 'DELETE' });

export function useRemoveSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSaved,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}
