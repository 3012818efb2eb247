// Opening /take-quiz/{code} starts a shared-quiz session (POST /api/quiz-sessions, ADR 025): the
// quiz's name, creator and live questions, never the correct answers. A reload resumes the
// session kept for this code instead of starting another. 404 'Quiz not found'.
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client.ts';
import { startQuizSession } from '#client/lib/quiz-session-api.ts';
import {
  loadTakeQuizProgress,
  saveTakeQuizProgress,
  type TakeQuizProgress,
} from '../take-quiz-storage.ts';

/** The quiz in progress for this code, or a new session; null when the quiz has no questions. */
export async function openSharedQuiz(code: string): Promise<TakeQuizProgress | null> {
  const stored = loadTakeQuizProgress(code);
  if (stored) return stored;
  const started = await startQuizSession({ type: 'shared-quiz', shareCode: code });
  if (started.status !== 'ready') return null;
  const progress: TakeQuizProgress = {
    session: started.session,
    answers: {},
    index: 0,
    result: null,
  };
  saveTakeQuizProgress(code, progress);
  return progress;
}

export const sharedQuizQueryKey = (code: string) => ['take-quiz', code] as const;

export function usePublicQuiz(code: string) {
  return useQuery({
    queryKey: sharedQuizQueryKey(code),
    queryFn: () => openSharedQuiz(code),
    // Each fetch may start a session: only on opening the page, or when asked to.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** The link does not lead to a quiz (deleted, mistyped): asking again will not help. */
export const isQuizMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
