// A running exam (ADR 036): each answer and review mark is saved on the server as it is given,
// so the exam can be submitted on time with no tab open. After the deadline plus the grace the
// server refuses answers and submits the exam with what it holds: on the next request that
// meets it, or by the sweep (exam-sweep.job.ts).
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/prepared.ts';
import { quizSessions } from '#server/db/schema/index.ts';
import { AppError, badRequest } from '#server/lib/app-error.ts';
import { examGraceSeconds, examMessages, type SaveExamAnswerInput } from '#shared/contract/exam.ts';
import { normalStruck, strikeMessages, withStruck } from '#shared/contract/strike-out.ts';
import type { ReadySession } from '#shared/contract/quiz.ts';
import { isPastGrace, savedExamAnswers } from './exam-state.ts';
import { readySession } from './issue-session.ts';
import { finishSession, lockSession, submitExpiredExam } from './quiz-sessions.service.ts';
import { quizNotFound } from './session-result.ts';

const timeUp = () => new AppError('CONFLICT', 409, examMessages.timeUp);
const alreadySubmitted = () => new AppError('CONFLICT', 409, examMessages.submitted);

/**
 * Saves one question's answer (null clears it), review mark and struck-out options (absent: none,
 * ADR 079); an answer that is struck out is refused.
 */
export async function saveExamAnswer(
  db: Database,
  userId: string,
  sessionId: string,
  questionId: string,
  input: SaveExamAnswerInput,
): Promise<void> {
  const struck = normalStruck(input.struck ?? []);
  if (input.selectedAnswer !== null && struck.includes(input.selectedAnswer)) {
    throw badRequest(strikeMessages.struckAnswer);
  }
  const outcome = await db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (session.userId !== userId) throw quizNotFound();
    if (session.quizType !== 'exam') throw badRequest(examMessages.notExam);
    if (session.completedAt) return 'submitted' as const;
    if (isPastGrace(session)) {
      // Submitted here, in this transaction, and only then refused: the refusal must not undo it.
      await finishSession(db, tx, session, savedExamAnswers(session), { autoSubmitted: true });
      return 'time-up' as const;
    }
    if (!session.questionIds.includes(questionId)) throw badRequest(examMessages.notInExam);

    const progress = session.examProgress ?? { answers: {}, marked: [] };
    const answers = { ...progress.answers };
    if (input.selectedAnswer === null) delete answers[questionId];
    else answers[questionId] = input.selectedAnswer;
    const marked = progress.marked.filter((id) => id !== questionId);
    if (input.marked) marked.push(questionId);
    const struckMap = withStruck(progress.struck, questionId, struck);
    await tx
      .update(quizSessions)
      .set({
        examProgress: {
          answers,
          marked,
          ...(Object.keys(struckMap).length > 0 && { struck: struckMap }),
        },
      })
      .where(eq(quizSessions.id, session.id));
    return 'saved' as const;
  });
  if (outcome === 'time-up') throw timeUp();
  if (outcome === 'submitted') throw alreadySubmitted();
}

const running = (userId: string) =>
  and(
    eq(quizSessions.userId, userId),
    eq(quizSessions.quizType, 'exam'),
    isNull(quizSessions.completedAt),
  );

/** The user's running exam to resume, after submitting any whose time has run out. */
export async function currentExam(db: Database, userId: string): Promise<ReadySession | null> {
  const sessions = await db
    .select()
    .from(quizSessions)
    .where(running(userId))
    .orderBy(desc(quizSessions.createdAt));
  for (const session of sessions) {
    if (isPastGrace(session)) await submitExpiredExam(db, session.id);
  }
  const live = sessions.find((session) => !isPastGrace(session));
  return live ? readySession(db, live, null) : null;
}

/** Submits every running exam of the user with its saved answers (a new exam is starting). */
export async function submitRunningExams(db: Database, userId: string): Promise<void> {
  // prepared (db/prepared.ts): every exam start runs it, nearly always to find none
  const sessions = await queryPrepared<{ id: string }>(
    db,
    sql`select id from ${quizSessions} where ${running(userId)}`,
  );
  for (const { id } of sessions) {
    await db.transaction(async (tx) => {
      const session = await lockSession(tx, id);
      if (session.completedAt) return;
      await finishSession(db, tx, session, savedExamAnswers(session), {
        autoSubmitted: isPastGrace(session),
      });
    });
  }
}

/** The sweep: submits exams whose time and grace have run out; returns how many. */
export async function submitExpiredExams(db: Database, batch = 100): Promise<number> {
  const due = await db
    .select({ id: quizSessions.id })
    .from(quizSessions)
    .where(
      and(
        eq(quizSessions.quizType, 'exam'),
        isNull(quizSessions.completedAt),
        lt(quizSessions.deadlineAt, sql`now() - make_interval(secs => ${examGraceSeconds})`),
      ),
    )
    .limit(batch);
  let submitted = 0;
  for (const { id } of due) {
    if (await submitExpiredExam(db, id)) submitted += 1;
  }
  return submitted;
}
