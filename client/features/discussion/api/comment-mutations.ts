// POST, PATCH and DELETE /api/questions/:id/comments[/:commentId] and POST .../report, and the
// question author's POST .../keep and .../remove of a reported comment: each refreshes the
// thread once settled (ADR 038).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { commentsPath, useCommentsKey } from './comments.ts';

type Action =
  | { kind: 'post'; body: string }
  | { kind: 'edit'; commentId: string; body: string }
  | { kind: 'delete'; commentId: string }
  | { kind: 'report' | 'keep' | 'remove'; commentId: string };

function send(questionId: string, action: Action) {
  const base = commentsPath(questionId);
  switch (action.kind) {
    case 'post':
      return api<unknown>(base, { method: 'POST', body: { body: action.body } });
    case 'edit':
      return api<unknown>(`${base}/${encodeURIComponent(action.commentId)}`, {
        method: 'PATCH',
        body: { body: action.body },
      });
    case 'delete':
      return api<unknown>(`${base}/${encodeURIComponent(action.commentId)}`, {
        method: 'DELETE',
      });
    case 'report':
    case 'keep':
    case 'remove':
      return api<unknown>(`${base}/${encodeURIComponent(action.commentId)}/${action.kind}`, {
        method: 'POST',
      });
  }
}

export function useCommentAction(questionId: string) {
  const queryClient = useQueryClient();
  const queryKey = useCommentsKey(questionId);
  return useMutation({
    mutationFn: (action: Action) => send(questionId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
