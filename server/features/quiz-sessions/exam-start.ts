// Starting an exam (ADR 036): signed in only; questions drawn across topics in proportion to the
// bank; a deadline on the server's clock unless untimed. An exam still running is submitted
// first, with what it saved: one exam at a time, and nothing given is lost.
import type { z } from 'zod';
import type { Database } from '#server/db/client.ts';
import { unauthenticated } from '#server/lib/app-error.ts';
import {
  examMessages,
  examSecondsPerQuestion,
  type examStartSchema,
} from '#shared/contract/exam.ts';
import type { StartQuizResponse } from '#shared/contract/quiz.ts';
import { submitRunningExams } from './exam-progress.ts';
import { examQuestionIds } from './exam-selection.ts';
import { issueSession } from './issue-session.ts';

export async function startExam(
  db: Database,
  userId: string | null,
  input: z.output<typeof examStartSchema>,
): Promise<StartQuizResponse> {
  if (userId === null) throw unauthenticated(examMessages.signIn);
  await submitRunningExams(db, userId);
  const questionIds = await examQuestionIds(db, userId, input.questionCount);
  if (questionIds.length === 0) return { status: 'empty' };
  // The limit follows the questions actually drawn (a small bank gives a shorter exam).
  const timeLimitSeconds = input.timed ? questionIds.length * examSecondsPerQuestion : null;
  return issueSession(db, userId, {
    quizType: 'exam',
    topicId: null,
    reviewMode: null,
    quizId: null,
    questionIds,
    timeLimitSeconds,
    deadlineAt: timeLimitSeconds === null ? null : new Date(Date.now() + timeLimitSeconds * 1000),
  });
}
