import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { questions } from './questions.ts';

/**
 * A question a user bookmarked, with their private note (ADR 033). Only questions the user has
 * answered (user_question_status) are saved; nobody else ever reads a row.
 */
export const savedQuestions = pgTable(
  'saved_questions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    /** '' when saved without a note; at most 2000 characters (contract/saved.ts) */
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    // the /saved list, newest first
    index('saved_questions_user_created_idx').on(t.userId, t.createdAt),
  ],
);
