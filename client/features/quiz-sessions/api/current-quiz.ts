// GET /api/quiz-sessions/current: the signed-in trainee's latest unfinished quiz with a saved
// answer, started in the last 7 days, or null (ADR 075, [product#progress-per-answer]). Home
// offers to continue it. Read afresh whenever a screen showing it opens: a quiz answered or
// finished elsewhere changes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';
import { useSession } from '#client/lib/session.ts';

async function fetchCurrentQuiz() {
  const [json, { progress }] = await Promise.all([
    api<unknown>('/api/quiz-sessions/current'),
    loadQuizContracts(),
  ]);
  return progress.currentQuizResponseSchema.parse(json).session;
}

const currentQuizQuery = (userId: string) =>
  queryOptions({
    queryKey: ['quiz-sessions', 'current', userId],
    queryFn: fetchCurrentQuiz,
    // Not kept once Learn closes: a quiz just finished must not flash back as one to continue.
    staleTime: 0,
    gcTime: 0,
  });

/** The quiz to continue; never asked for a visitor (their browser already knows its quiz). */
export function useCurrentQuiz() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...currentQuizQuery(userId), enabled: userId !== '' });
}
