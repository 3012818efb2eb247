// GET /api/questions/mine → the signed-in trainee's questions, newest first
// [product#authoring-screens].
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';

async function fetchMyQuestions() {
  // The contract (Zod) loads beside the request, not with the first script (ADR 044).
  const [json, { myQuestionsSchema }] = await Promise.all([
    api<unknown>('/api/questions/mine'),
    import('#shared/contract/questions.ts'),
  ]);
  return myQuestionsSchema.parse(json);
}

/** Every cached question of this feature (lists and details): what a write, edit or delete changes. */
export const questionsKey = ['questions'] as const;
/** Every user's My Questions list. */
export const myQuestionsKey = [...questionsKey, 'mine'] as const;

/** Keyed by user: after a sign-out and another sign-in the list is never someone else's. */
const myQuestionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...myQuestionsKey, userId],
    queryFn: fetchMyQuestions,
    staleTime: 0,
  });

export function useMyQuestions() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...myQuestionsQueryOptions(userId), enabled: userId !== '' });
}
