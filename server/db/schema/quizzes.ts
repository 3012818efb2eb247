import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { questions } from './questions.ts';

/** A named bundle of the creator's own questions, shared by link. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** random, unguessable; the link is {origin}/take-quiz/{shareCode} */
    shareCode: text('share_code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** soft delete: the link stops working, but takers' attempts keep their quiz and its name */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('quizzes_created_by_idx').on(t.createdBy, t.createdAt)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    /** 1-based, in selection order */
    questionOrder: integer('question_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.questionOrder] }),
    unique('quiz_questions_quiz_question_unique').on(t.quizId, t.questionId),
  ],
);
