// POST /api/quiz-sessions: the server picks and issues the questions [000 §4].
import { useMutation } from '@tanstack/react-query';
import { startQuizSession } from '#client/lib/quiz-session-api.ts';

export const startQuiz = startQuizSession;

export function useStartQuiz() {
  return useMutation({ mutationFn: startQuiz });
}
