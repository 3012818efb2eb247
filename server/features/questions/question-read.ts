// Reading questions with their answers, topic names and images, in the order asked for.
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { preparedStatement } from '#server/db/prepared.ts';
import {
  images,
  questionAnswers,
  questionImages,
  questions,
  questionTopics,
  topics,
} from '#server/db/schema/index.ts';
import type { OptionId } from '#shared/contract/questions.ts';

export interface FullQuestion {
  id: string;
  questionText: string;
  topics: { name: string }[];
  answers: { id: OptionId; text: string }[];
  createdBy: string;
  correctAnswer: OptionId;
  explanation: string;
  reference: string;
  deletedAt: Date | null;
  /** in position order (ADR 040) */
  images: { hash: string; alt: string; width: number; height: number }[];
}

const p = sql.placeholder;

/**
 * One statement: the columns, and each question's options, topic names and images aggregated
 * beside it. Prepared once (db/prepared.ts): PostgreSQL plans it once per connection, not on each
 * quiz start and completion, where its planning cost as much as running it (ADR 074); and its text
 * is built once, where Drizzle built it again in every transaction (about 5 % of a whole quiz's
 * server time, docs/performance.md, "Questions and peer statistics prepared once"). One array
 * parameter, so one text.
 */
const loadQuestionsStatement = preparedStatement<FullQuestion>(sql`
  select q.id, q.question_text as "questionText", q.created_by as "createdBy",
         q.correct_answer as "correctAnswer", q.explanation, q.reference,
         q.deleted_at as "deletedAt",
         (select coalesce(json_agg(json_build_object('id', a.option_id, 'text', a.answer_text)
                                   order by a.option_id), '[]')
          from ${questionAnswers} a where a.question_id = q.id) as answers,
         (select coalesce(json_agg(json_build_object('name', t.name) order by t.name), '[]')
          from ${questionTopics} qt join ${topics} t on t.id = qt.topic_id
          where qt.question_id = q.id) as topics,
         (select coalesce(json_agg(json_build_object('hash', qi.image_hash, 'alt', qi.alt_text,
                                     'width', i.width, 'height', i.height) order by qi.position), '[]')
          from ${questionImages} qi join ${images} i on i.hash = qi.image_hash
          where qi.question_id = q.id) as images
  from ${questions} q
  where q.id = any(${p('ids')}::uuid[])`);

/**
 * Questions by id (deleted ones included: past quizzes still need them), in the given order, in
 * one statement: as four queries one after another, a history page or a quiz paid four round
 * trips (ADR 043).
 */
export async function loadQuestions(db: Executor, ids: string[]): Promise<FullQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await loadQuestionsStatement(db, { ids });
  const byId = new Map(rows.map((q) => [q.id, q]));
  return ids.flatMap((id) => {
    const q = byId.get(id);
    return q ? [q] : [];
  });
}
