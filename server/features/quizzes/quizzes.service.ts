// Quizzes built from the creator's own questions and shared by link [001 §2, §4]; attempts by
// anyone, saved (answers, attempt, nectar) for signed-in users only.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import {
  profiles,
  publicQuizAttempts,
  questions,
  quizQuestions,
  quizzes,
} from '#server/db/schema/index.ts';
import { AppError, forbidden, notFound } from '#server/lib/app-error.ts';
import { loadQuestions } from '#server/features/questions/question-read.ts';
import { revealKey } from '#server/features/quiz-sessions/answer-key.ts';
import { recordAnswers } from '#server/features/points/answers-and-nectar.ts';
import { newShareCode } from '#server/features/sharing/sharing.service.ts';
import {
  quizMessages,
  type CreateQuizInput,
  type MyQuiz,
  type PublicQuiz,
  type QuizAttemptResult,
} from '#shared/contract/quizzes.ts';
import type { OptionId } from '#shared/contract/questions.ts';
import { percent } from '#shared/domain/scoring.ts';

export async function createQuiz(
  db: Database,
  userId: string,
  input: CreateQuizInput,
): Promise<{ shareCode: string }> {
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: questions.id })
      .from(questions)
      .where(
        and(
          inArray(questions.id, input.questionIds),
          eq(questions.createdBy, userId),
          isNull(questions.deletedAt),
        ),
      );
    if (owned.length !== input.questionIds.length) {
      throw forbidden('permission denied: a quiz can only hold your own questions');
    }
    const [quiz] = await tx
      .insert(quizzes)
      .values({ name: input.name, createdBy: userId, shareCode: newShareCode() })
      .returning({ id: quizzes.id, shareCode: quizzes.shareCode });
    if (!quiz) throw new Error('quiz insert returned no row');
    await tx.insert(quizQuestions).values(
      input.questionIds.map((questionId, i) => ({
        quizId: quiz.id,
        questionId,
        questionOrder: i + 1,
      })),
    );
    return { shareCode: quiz.shareCode };
  });
}

export async function listMyQuizzes(db: Database, userId: string): Promise<MyQuiz[]> {
  const rows = await db.execute<{
    id: string;
    name: string;
    share_code: string;
    created_at: Date;
    question_count: number;
    attempt_count: number;
  }>(sql`
    select z.id, z.name, z.share_code, z.created_at,
      (select count(*) from quiz_questions qq join questions q on q.id = qq.question_id
        where qq.quiz_id = z.id and q.deleted_at is null)::int as question_count,
      (select count(*) from public_quiz_attempts a where a.quiz_id = z.id)::int as attempt_count
    from quizzes z where z.created_by = ${userId} and z.deleted_at is null
    order by z.created_at desc`);
  return rows.rows.map((r) => ({
    id: r.id,
    name: r.name,
    shareCode: r.share_code,
    questionCount: r.question_count,
    attemptCount: r.attempt_count,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

async function ownQuiz(db: Database, userId: string, quizId: string) {
  const [quiz] = await db
    .select({ createdBy: quizzes.createdBy })
    .from(quizzes)
    .where(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)));
  if (!quiz) throw notFound(quizMessages.notFound);
  if (quiz.createdBy !== userId) throw forbidden('permission denied: not your quiz');
}

/** The live questions of a quiz, in order (deleted questions drop out). */
async function liveQuestionIds(
  db: Database,
  quizId: string,
): Promise<{ id: string; order: number }[]> {
  const rows = await db
    .select({ id: quizQuestions.questionId, order: quizQuestions.questionOrder })
    .from(quizQuestions)
    .innerJoin(
      questions,
      and(eq(questions.id, quizQuestions.questionId), isNull(questions.deletedAt)),
    )
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.questionOrder));
  return rows;
}

export async function quizQuestionList(db: Database, userId: string, quizId: string) {
  await ownQuiz(db, userId, quizId);
  const ids = await liveQuestionIds(db, quizId);
  const loaded = new Map(
    (
      await loadQuestions(
        db,
        ids.map((r) => r.id),
      )
    ).map((q) => [q.id, q]),
  );
  return ids.map((r, i) => ({
    questionOrder: i + 1,
    id: r.id,
    questionText: loaded.get(r.id)?.questionText ?? '',
  }));
}

/**
 * Soft delete: the quiz leaves My Quizzes and its link stops working, but the row stays, because
 * takers' attempts (their counts, Recent Activity and the quiz's name there) still point at it.
 */
export async function deleteQuiz(db: Database, userId: string, quizId: string): Promise<void> {
  await ownQuiz(db, userId, quizId);
  await db
    .update(quizzes)
    .set({ deletedAt: new Date() })
    .where(and(eq(quizzes.id, quizId), isNull(quizzes.deletedAt)));
}

async function quizByCode(db: Database, code: string) {
  const [quiz] = await db
    .select({ id: quizzes.id, name: quizzes.name, creatorName: profiles.name })
    .from(quizzes)
    .innerJoin(profiles, eq(profiles.id, quizzes.createdBy))
    .where(and(eq(quizzes.shareCode, code), isNull(quizzes.deletedAt)));
  if (!quiz) throw notFound(quizMessages.notFound);
  const ids = await liveQuestionIds(db, quiz.id);
  return {
    quiz,
    questions: await loadQuestions(
      db,
      ids.map((r) => r.id),
    ),
  };
}

export async function getPublicQuiz(db: Database, code: string): Promise<PublicQuiz> {
  const { quiz, questions: list } = await quizByCode(db, code);
  return {
    quizId: quiz.id,
    quizName: quiz.name,
    creatorName: quiz.creatorName,
    questions: list.map((q) => ({
      id: q.id,
      questionText: q.questionText,
      answers: q.answers.map((a) => ({ optionId: a.id, answerText: a.text })),
    })),
  };
}

/**
 * Finish: checks every question (unanswered = option a [001 §4]). For a signed-in user the
 * answers and the attempt are saved in one transaction; the browser's attemptId makes a
 * repeated Finish a no-op.
 */
export async function attemptQuiz(
  db: Database,
  userId: string | null,
  code: string,
  input: { attemptId: string; answers: { questionId: string; selectedAnswer: OptionId }[] },
): Promise<QuizAttemptResult> {
  const { quiz, questions: list } = await quizByCode(db, code);
  const chosen = new Map(input.answers.map((a) => [a.questionId, a.selectedAnswer]));
  const results = list.map((q) => {
    const selectedAnswer = chosen.get(q.id) ?? 'a';
    return {
      questionId: q.id,
      selectedAnswer,
      isCorrect: selectedAnswer === q.correctAnswer,
      ...revealKey(q, chosen.has(q.id)),
      createdBy: q.createdBy,
    };
  });
  const score = results.filter((r) => r.isCorrect).length;
  let pointsEarned = 0;
  if (userId && results.length > 0) {
    pointsEarned = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(publicQuizAttempts)
        .values({
          id: input.attemptId,
          userId,
          quizId: quiz.id,
          score,
          totalQuestions: results.length,
        })
        .onConflictDoNothing()
        .returning({ id: publicQuizAttempts.id });
      if (inserted.length === 0) {
        // A repeated Finish: fine for the same user; someone else's id is not theirs to reuse.
        const [existing] = await tx
          .select({ userId: publicQuizAttempts.userId })
          .from(publicQuizAttempts)
          .where(eq(publicQuizAttempts.id, input.attemptId));
        if (existing?.userId !== userId)
          throw new AppError('CONFLICT', 409, 'This item already exists.');
        return 0;
      }
      const earned = await recordAnswers(tx, userId, results, { source: 'shared-quiz' });
      return earned.size;
    });
  }
  return {
    score,
    totalQuestions: results.length,
    percentage: percent(score, results.length),
    saved: userId !== null,
    pointsEarned,
    results: results.map(({ createdBy: _createdBy, ...r }) => r),
  };
}
