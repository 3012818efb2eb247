// Peer statistics' counts (ADR 032): each trainee's first attempt at a question, added to
// question_option_stats as the answer is recorded (recordAnswers, in the answer's transaction).
// Here, beside the rest of the recording, so that points sits below questions, which reads the
// counts (questions/peer-stats.ts, ADR 070).
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import type { OptionId } from '#shared/contract/question-view.ts';

export interface FirstAttemptCandidate {
  questionId: string;
  selectedAnswer: OptionId;
  isCorrect: boolean;
  /** the question's author: their own answers are not counted */
  createdBy: string;
}

const p = sql.placeholder;

// Prepared once (db/prepared.ts); the rows come in the order given, which is the lock order.
const addCounts = preparedStatement(sql`
  insert into question_option_stats as s
    (question_id, answered_by, answered_correctly, chose_a, chose_b, chose_c, chose_d)
  select a.question_id, 1, a.is_correct::int, (a.selected = 'a')::int, (a.selected = 'b')::int,
         (a.selected = 'c')::int, (a.selected = 'd')::int
  from unnest(${p('questionIds')}::uuid[], ${p('selected')}::text[], ${p('isCorrect')}::boolean[])
    with ordinality as a(question_id, selected, is_correct, n)
  order by a.n
  on conflict (question_id) do update set
    answered_by = s.answered_by + excluded.answered_by,
    answered_correctly = s.answered_correctly + excluded.answered_correctly,
    chose_a = s.chose_a + excluded.chose_a,
    chose_b = s.chose_b + excluded.chose_b,
    chose_c = s.chose_c + excluded.chose_c,
    chose_d = s.chose_d + excluded.chose_d`);

/**
 * Counts these answers, each the user's first to its question (the caller knows: recordAnswers
 * has just inserted their status rows), except those to questions the user wrote. In the
 * answer's transaction.
 */
export async function countFirstAttempts(
  tx: Executor,
  userId: string,
  firstAnswers: FirstAttemptCandidate[],
): Promise<void> {
  const rows = firstAnswers
    .filter((a) => a.createdBy !== userId)
    // one order in every transaction, so concurrent counts cannot deadlock
    .sort((x, y) => (x.questionId < y.questionId ? -1 : 1));
  if (rows.length === 0) return;
  await addCounts(tx, {
    questionIds: rows.map((a) => a.questionId),
    selected: rows.map((a) => a.selectedAnswer),
    isCorrect: rows.map((a) => a.isCorrect),
  });
}
