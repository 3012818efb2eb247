// GET /api/questions/:id/comments → the thread, oldest first (ADR 038).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';

export const commentsPath = (questionId: string) =>
  `/api/questions/${encodeURIComponent(questionId)}/comments`;

async function fetchComments(questionId: string) {
  // The contract (Zod) loads beside the request, not with the results' first script (ADR 044).
  const [json, { commentListSchema }] = await Promise.all([
    api<unknown>(commentsPath(questionId)),
    import('#shared/contract/discussion.ts'),
  ]);
  return commentListSchema.parse(json);
}

const commentsQueryOptions = (userId: string, questionId: string) =>
  queryOptions({
    queryKey: ['question-comments', userId, questionId],
    queryFn: () => fetchComments(questionId),
  });

/** `load`: false while the thread is far below the screen (DiscussionPanel); pending till then. */
export function useComments(questionId: string, load: boolean) {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...commentsQueryOptions(userId, questionId), enabled: userId !== '' && load });
}

/** The thread's query key for the signed-in user, for the mutations below to refresh. */
export function useCommentsKey(questionId: string) {
  const userId = useSession().data?.user?.id ?? '';
  return commentsQueryOptions(userId, questionId).queryKey;
}
