// POST /api/quiz-sessions {type: 'exam'}: a new exam (ADR 036), with the device's clock at receipt
// for the countdown. Starting one submits any exam still running.
import { useMutation } from '@tanstack/react-query';
import type { ExamLength } from '#shared/contract/exam.ts';
import { startQuiz } from '#client/lib/quiz-session/start-quiz.ts';
import type { ReceivedExam } from './current-exam.ts';

export interface StartExamInput {
  questionCount: ExamLength;
  timed: boolean;
}

/** The exam, or null when the bank has nothing to ask. */
async function startExam({ questionCount, timed }: StartExamInput): Promise<ReceivedExam | null> {
  const response = await startQuiz({ type: 'exam', questionCount, timed });
  return response.status === 'ready' ? { session: response.session, receivedAt: Date.now() } : null;
}

export function useStartExam() {
  return useMutation({ mutationFn: startExam });
}
