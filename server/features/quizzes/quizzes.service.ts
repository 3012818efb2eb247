// Quizzes built from the creator's own questions and shared by link
// [product#shared-quizzes, #shared-quiz-flow]. Taking one is a quiz session of type 'shared-quiz'
// (features/quiz-sessions, ADR 025).
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/prepared.ts';
import { profiles, questions, quizQuestions, quizzes } from '#server/db/schema/index.ts';
import { forbidden, notFound } from '#server/lib/app-error.ts';
import { newShareCode } from '#server/lib/share-code.ts';
import { loadQuestions } from '#server/features/questions/question-read.ts';
import { notHeldByFlagsEach } from '#server/features/flags/flag-hold.ts';
import { quizMessages, type CreateQuizInput, type MyQuiz } from '#shared/contract/quizzes.ts';
import { shareCodeSchema } from '#shared/contract/share-code.ts';

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
      -- completed attempts by signed-in takers (a visitor's counts once claimed)
      (select count(*) from quiz_sessions s
        where s.quiz_id = z.id and s.completed_at is not null and s.user_id is not null
      )::int as attempt_count
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
  // another's quiz: the same 404 as none (access.ts)
  if (!quiz || quiz.createdBy !== userId) throw notFound(quizMessages.notFound);
}

/**
 * The live questions of a quiz, in order (deleted questions drop out), for its creator: held ones
 * stay in their list (a taker's session skips them, ADR 039).
 */
async function liveQuestionIds(
  db: Database,
  quizId: string,
): Promise<{ id: string; order: number }[]> {
  return queryPrepared<{ id: string; order: number }>(
    db,
    sql`select qq.question_id as id, qq.question_order as "order"
        from ${quizQuestions} qq
        join ${questions} on ${questions.id} = qq.question_id and ${questions.deletedAt} is null
        where qq.quiz_id = ${quizId}
        order by qq.question_order`,
  );
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

interface SharedQuiz {
  quiz: { id: string; name: string; creatorName: string };
  questionIds: string[];
}

/**
 * A live quiz by its share code, with its live questions in order, those held by flags left out
 * (ADR 039), for starting a shared-quiz session: one prepared statement. 404 'Quiz not found' for
 * an unknown or deleted quiz.
 */
export async function findSharedQuiz(db: Database, code: string): Promise<SharedQuiz> {
  const [found] = await queryPrepared<SharedQuiz>(
    db,
    sql`select json_build_object('id', qz.id, 'name', qz.name, 'creatorName', p.name) as quiz,
               array(select qq.question_id::text
                     from ${quizQuestions} qq
                     join ${questions} on ${questions.id} = qq.question_id
                                      and ${questions.deletedAt} is null
                     where qq.quiz_id = qz.id
                       and ${notHeldByFlagsEach(questions.id, questions.createdBy)}
                     order by qq.question_order) as "questionIds"
        from ${quizzes} qz join ${profiles} p on p.id = qz.created_by
        where qz.share_code = ${code} and qz.deleted_at is null`,
  );
  if (!found) throw notFound(quizMessages.notFound);
  return found;
}

const wellFormedCode = shareCodeSchema(quizMessages.notFound);

/**
 * The name of a live quiz by its share code, for anyone holding the link (/share-quiz shows it):
 * the name alone, never its questions. 404 'Quiz not found' for an unknown, malformed or deleted
 * quiz (ADR 020: a deleted quiz's link stops working).
 */
export async function sharedQuizName(db: Database, code: string): Promise<{ name: string }> {
  if (!wellFormedCode.safeParse(code).success) throw notFound(quizMessages.notFound);
  const [quiz] = await queryPrepared<{ name: string }>(
    db,
    sql`select name from ${quizzes} where share_code = ${code} and deleted_at is null`,
  );
  if (!quiz) throw notFound(quizMessages.notFound);
  return { name: quiz.name };
}
