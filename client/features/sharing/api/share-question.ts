// POST /api/questions/:id/share → {code}: creates the caller's share link, or reuses it.
// The one client of this endpoint: the author's /share-question screen and the results review's
// Share button both use it.
import { useMutation } from '@tanstack/react-query';
import { shareLinkSchema } from '#shared/contract/flags.ts';
import { api } from '#client/lib/api-client.ts';
import { absoluteUrl, paths } from '#client/lib/paths.ts';

async function shareQuestion(questionId: string) {
  return shareLinkSchema.parse(
    await api<unknown>(`/api/questions/${encodeURIComponent(questionId)}/share`, { body: {} }),
  );
}

/**
 * The link people open. The author's screen shows the page itself, {origin}/shared/{code}
 * [product#shared-question]; the results review copies the older form,
 * {origin}/view-shared-question?code={code} [product#share-codes], which redirects there.
 */
export const sharedQuestionUrl = (code: string, form: 'page' | 'view' = 'page') =>
  absoluteUrl(form === 'page' ? paths.shared(code) : paths.viewSharedQuestionByCode(code));

export const useShareQuestion = () => useMutation({ mutationFn: shareQuestion });
