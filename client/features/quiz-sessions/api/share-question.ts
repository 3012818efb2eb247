// POST /api/questions/:id/share → {code}: creates or reuses the author's share link [001 §4].
import { useMutation } from '@tanstack/react-query';
import { shareLinkSchema } from '#shared/contract/flags.ts';
import { api } from '#client/lib/api-client.ts';

export async function shareQuestion(questionId: string) {
  return shareLinkSchema.parse(
    await api<unknown>(`/api/questions/${encodeURIComponent(questionId)}/share`, { body: {} }),
  );
}

/** The link people open: {origin}/view-shared-question?code={code} [000 §7]. */
export const sharedQuestionUrl = (code: string) =>
  `${window.location.origin}/view-shared-question?code=${encodeURIComponent(code)}`;

export function useShareQuestion() {
  return useMutation({ mutationFn: shareQuestion });
}
