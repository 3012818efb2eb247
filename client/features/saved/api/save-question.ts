// PUT /api/saved/:questionId {note}: save an answered question, or replace its note (ADR 033).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { savedKey } from './saved-list.ts';

const saveQuestion = ({ questionId, note }: { questionId: string; note: string }) =>
  api<unknown>(`/api/saved/${encodeURIComponent(questionId)}`, { method: 'PUT', body: { note } });

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}
