// Reading questions with their answers, topic names and images, in the order asked for.
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
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

/** The statement as drizzle builds it: the columns, and each question's options, topic names and
 * images aggregated beside it. The subqueries name `questions.id` as text: drizzle leaves a single
 * table's columns unqualified. */
function buildLoadQuestions(db: Executor) {
  // named: PostgreSQL plans it once per connection, not on each quiz start and completion, where
  // its planning cost as much as running it (ADR 052); one array parameter, so one text
  return db
    .select({
      id: questions.id,
      questionText: questions.questionText,
      createdBy: questions.createdBy,
      correctAnswer: questions.correctAnswer,
      explanation: questions.explanation,
      reference: questions.reference,
      deletedAt: questions.deletedAt,
      answers: sql<FullQuestion['answers']>`(
        select coalesce(json_agg(json_build_object('id', a.option_id, 'text', a.answer_text)
                                 order by a.option_id), '[]')
        from ${questionAnswers} a where a.question_id = questions.id)`,
      topics: sql<FullQuestion['topics']>`(
        select coalesce(json_agg(json_build_object('name', t.name) order by t.name), '[]')
        from ${questionTopics} qt join ${topics} t on t.id = qt.topic_id
        where qt.question_id = questions.id)`,
      images: sql<FullQuestion['images']>`(
        select coalesce(json_agg(json_build_object('hash', qi.image_hash, 'alt', qi.alt_text,
                                   'width', i.width, 'height', i.height) order by qi.position), '[]')
        from ${questionImages} qi join ${images} i on i.hash = qi.image_hash
        where qi.question_id = questions.id)`,
    })
    .from(questions)
    .where(sql`${questions.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('load_questions');
}

/** Built once per executor: drizzle building it again on every call was about 4 % of a quick
 * start's Node time (the bench's CPU profile). A transaction's executor builds its own. */
const built = new WeakMap<Executor, ReturnType<typeof buildLoadQuestions>>();

function loadQuestionsQuery(db: Executor) {
  let query = built.get(db);
  if (!query) {
    query = buildLoadQuestions(db);
    built.set(db, query);
  }
  return query;
}

/**
 * Questions by id (deleted ones included: past quizzes still need them), in the given order, in
 * one statement: as four queries one after another, a history page or a quiz paid four round
 * trips (ADR 043).
 */
export async function loadQuestions(db: Executor, ids: string[]): Promise<FullQuestion[]> {
  if (ids.length === 0) return [];
  const rows = await loadQuestionsQuery(db).execute({ ids });
  const byId = new Map(rows.map((q) => [q.id, q]));
  return ids.flatMap((id) => {
    const q = byId.get(id);
    return q ? [q] : [];
  });
}
