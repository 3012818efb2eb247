// Opening /take-quiz/{code} starts a shared-quiz session (POST /api/quiz-sessions, ADR 025): the
// quiz's name, creator and live questions, never the correct answers. A reload finds the session
// this tab opened for the code instead of starting another: still running (its answers are in
// session storage) or finished (its result is read again). 404 'Quiz not found'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';
import { startQuiz } from '#client/lib/quiz-session/start-quiz.ts';
import {
  forgetSharedQuizSession,
  loadProgress,
  rememberSharedQuizSession,
  saveProgress,
  sharedQuizSession,
  type ReadySession,
} from '#client/lib/quiz-session/quiz-storage.ts';

/** What a shared quiz is called when the server sent no name (never, for a shared-quiz session). */
export const sharedQuizName = 'Shared quiz';

export type OpenedSharedQuiz =
  | { status: 'running'; session: ReadySession }
  | { status: 'finished'; sessionId: string; quizName: string }
  /** the quiz has no live question left */
  | { status: 'empty' };

async function openSharedQuiz(code: string): Promise<OpenedSharedQuiz> {
  const known = sharedQuizSession(code);
  if (known) {
    await loadQuizContracts();
    const progress = loadProgress(known.sessionId);
    return progress
      ? { status: 'running', session: progress.session }
      : { status: 'finished', ...known };
  }
  const started = await startQuiz({ type: 'shared-quiz', shareCode: code });
  if (started.status !== 'ready') return { status: 'empty' };
  saveProgress({ session: started.session, answers: {}, index: 0 });
  rememberSharedQuizSession(code, {
    sessionId: started.session.id,
    quizName: started.session.quiz?.name ?? sharedQuizName,
  });
  return { status: 'running', session: started.session };
}

const sharedQuizQuery = (code: string) =>
  queryOptions({
    queryKey: ['quiz-sessions', 'shared-quiz', code],
    queryFn: () => openSharedQuiz(code),
    // Each fetch may start a session: only on opening the page, or when asked to.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSharedQuiz(code: string) {
  return useQuery(sharedQuizQuery(code));
}

/** Take it again: forget this tab's session for the code and start a new one. */
export function restartSharedQuiz(code: string) {
  forgetSharedQuizSession(code);
  void queryClient.resetQueries({ queryKey: sharedQuizQuery(code).queryKey });
}

/** The link does not lead to a quiz (deleted, mistyped): asking again will not help. */
export const isQuizMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
