// A running exam as the server holds it (ADR 036): its deadline, the answers and marks saved so
// far, and whether its time (plus the grace) has run out.
import type { quizSessions } from '#server/db/schema/index.ts';
import type { OptionId } from '#shared/contract/question-view.ts';
import { examGraceSeconds, type ExamState } from '#shared/contract/exam.ts';

type SessionRow = typeof quizSessions.$inferSelect;

export function examState(session: SessionRow, now: Date = new Date()): ExamState {
  const progress = session.examProgress ?? { answers: {}, marked: [] };
  return {
    deadlineAt: session.deadlineAt?.toISOString() ?? null,
    timeLimitSeconds: session.timeLimitSeconds,
    serverNow: now.toISOString(),
    startedAt: session.createdAt.toISOString(),
    answers: progress.answers,
    marked: progress.marked,
    ...(progress.struck && { struck: progress.struck }),
  };
}

/** The last moment an answer is taken: the deadline plus the grace. Never for untimed exams. */
export function isPastGrace(session: SessionRow, now: Date = new Date()): boolean {
  if (session.deadlineAt === null) return false;
  return now.getTime() > session.deadlineAt.getTime() + examGraceSeconds * 1000;
}

/** The answers an exam saved while it ran (exam-progress.ts), by question id. */
export const savedExamAnswers = (session: SessionRow): Map<string, OptionId> =>
  new Map(Object.entries(session.examProgress?.answers ?? {}));
