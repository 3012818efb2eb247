// POST /api/questions/:id/flag {reason}: the question's creator is notified [product#flagging].
import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';

const flagQuestion = ({ questionId, reason }: { questionId: string; reason: string }) =>
  api<unknown>(`/api/questions/${encodeURIComponent(questionId)}/flag`, { body: { reason } });

export function useFlagQuestion() {
  return useMutation({ mutationFn: flagQuestion });
}
