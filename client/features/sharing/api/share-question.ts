// POST /api/questions/:id/share → {code}: creates the author's share link, or reuses it [001 §4].
import { useMutation } from '@tanstack/react-query';
import { shareLinkSchema } from '#shared/contract/flags.ts';
import { api } from '#client/lib/api-client.ts';

export async function shareQuestion(questionId: string) {
  return shareLinkSchema.parse(
    await api<unknown>(`/api/questions/${encodeURIComponent(questionId)}/share`, { body: {} }),
  );
}

/** The public page of a shared question: {origin}/shared/{code} [001 §2]. */
export const sharedQuestionUrl = (code: string) =>
  `${window.location.origin}/shared/${encodeURIComponent(code)}`;

export const useShareQuestion = () => useMutation({ mutationFn: shareQuestion });
