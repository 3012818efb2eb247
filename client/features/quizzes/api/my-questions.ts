// GET /api/questions/mine: the trainee's own questions, newest first — the quiz picker
// [product#create-quiz]. Kept under its own key: the picker must always show a question written a
// moment ago.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { myQuestionsSchema } from '#shared/contract/questions.ts';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';

async function fetchMyQuestions() {
  return myQuestionsSchema.parse(await api<unknown>('/api/questions/mine'));
}

const questionPickerQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['quizzes', 'question-picker', userId],
    queryFn: fetchMyQuestions,
    staleTime: 0,
  });

export function useMyQuestions() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...questionPickerQueryOptions(userId), enabled: userId !== '' });
}
