// GET /api/quiz-sessions/exams/current: the signed-in user's running exam (ADR 036), or null. The
// server submits an expired exam first, so whatever comes back still has time. The device's clock
// at receipt travels with it: the countdown corrects the device by the server's `serverNow`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api-client.ts';
import { useSession } from '#client/lib/session.ts';
import { loadQuizContracts } from '#client/lib/quiz-session/quiz-contracts.ts';
import type { ReadySession } from '#client/lib/quiz-session/quiz-storage.ts';

/** An exam as received: the session and the device's clock when it arrived. */
export interface ReceivedExam {
  session: ReadySession;
  receivedAt: number;
}

async function fetchCurrentExam(): Promise<ReceivedExam | null> {
  const [json, { quiz }] = await Promise.all([
    api<unknown>('/api/quiz-sessions/exams/current'),
    loadQuizContracts(),
  ]);
  const { session } = quiz.currentExamResponseSchema.parse(json);
  return session ? { session, receivedAt: Date.now() } : null;
}

const currentExamQuery = (userId: string) =>
  queryOptions({
    queryKey: ['quiz-sessions', 'exams', 'current', userId],
    queryFn: fetchCurrentExam,
    // The deadline and the saved answers move: read them afresh each time /exam opens.
    staleTime: 0,
    gcTime: 0,
    // A refetch mid-exam would only move the clock's reading: the runner keeps what it got.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCurrentExam() {
  const userId = useSession().data?.user?.id ?? '';
  return useQuery({ ...currentExamQuery(userId), enabled: userId !== '' });
}
