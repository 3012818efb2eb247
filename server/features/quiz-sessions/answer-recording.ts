// Recording checked answers for a signed-in user: the answer log, the per-question status, the
// profile counters and the nectar, all in the caller's transaction. Used by quiz completion and
// by the linking of anonymous attempts (and later by shared questions and quizzes).
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { profiles, userAnswers } from '#server/db/schema/index.ts';
import { awardPointsBatch, type Award } from '#server/features/points/points.service.ts';

export interface CheckedAnswer {
  questionId: string;
  selectedAnswer: string;
  isCorrect: boolean;
  /** the question's author */
  createdBy: string;
}

export interface RecordContext {
  source: 'quiz' | 'shared-question' | 'shared-quiz';
  quizSessionId?: string;
}

/**
 * Returns the ids of the questions whose answer earned the answerer a point now: correct, not
 * their own question, and the first correct answer they ever gave to it (decisions.md "Points").
 * Each other user's first answer to a question also gives its author 1 nectar.
 */
export async function recordAnswers(
  tx: Tx,
  userId: string,
  answers: CheckedAnswer[],
  context: RecordContext,
): Promise<Set<string>> {
  if (answers.length === 0) return new Set();

  // Lock every profile this call may change (the answerer's counters, the authors' nectar) first
  // and in one order. Otherwise two users answering each other's questions at the same moment
  // each hold their own profile and wait for the other's: a deadlock, and one quiz is lost.
  // It also serialises one user's concurrent recordings (two tabs) before the status upsert.
  const involved = [...new Set([userId, ...answers.map((a) => a.createdBy)])];
  await tx.execute(sql`
    select id from profiles
    where id in (${sql.join(
      involved.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by id for update`);

  await tx.insert(userAnswers).values(
    answers.map((a) => ({
      userId,
      questionId: a.questionId,
      selectedAnswer: a.selectedAnswer,
      isCorrect: a.isCorrect,
      source: context.source,
      quizSessionId: context.quizSessionId ?? null,
    })),
  );

  // Upsert the latest state per question; xmax = 0 tells a new row (first attempt) from an update.
  const rows = sql.join(
    answers.map(
      (a) =>
        sql`(${userId}::text, ${a.questionId}::uuid, ${a.isCorrect}::boolean, ${a.selectedAnswer}::char(1))`,
    ),
    sql`, `,
  );
  const statuses = await tx.execute<{ inserted: boolean }>(sql`
    insert into user_question_status
      (user_id, question_id, last_is_correct, last_selected_answer, attempts, first_correct_at, last_answered_at)
    select v.user_id, v.question_id, v.is_correct, v.selected, 1,
           case when v.is_correct then now() end, now()
    from (values ${rows}) as v(user_id, question_id, is_correct, selected)
    on conflict (user_id, question_id) do update set
      last_is_correct = excluded.last_is_correct,
      last_selected_answer = excluded.last_selected_answer,
      attempts = user_question_status.attempts + 1,
      first_correct_at = coalesce(user_question_status.first_correct_at, excluded.first_correct_at),
      last_answered_at = excluded.last_answered_at
    returning (xmax = 0) as inserted`);
  const firstAttempts = statuses.rows.filter((r) => r.inserted).length;
  const correct = answers.filter((a) => a.isCorrect).length;

  await tx
    .update(profiles)
    .set({
      answersTotal: sql`${profiles.answersTotal} + ${answers.length}`,
      answersCorrect: sql`${profiles.answersCorrect} + ${correct}`,
      questionsAnswered: sql`${profiles.questionsAnswered} + ${firstAttempts}`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));

  const awards: Award[] = [];
  for (const a of answers) {
    if (a.createdBy === userId) continue; // own questions never earn nectar (revision)
    if (a.isCorrect) {
      awards.push({
        userId,
        delta: 1,
        reason: 'first-correct',
        reference: a.questionId,
        awardKey: `first-correct:${userId}:${a.questionId}`,
      });
    }
    awards.push({
      userId: a.createdBy,
      delta: 1,
      reason: 'question-attempted',
      reference: a.questionId,
      awardKey: `question-attempted:${userId}:${a.questionId}`,
    });
  }
  const awarded = await awardPointsBatch(tx, awards);
  return new Set(
    answers
      .filter((a) => awarded.has(`first-correct:${userId}:${a.questionId}`))
      .map((a) => a.questionId),
  );
}
