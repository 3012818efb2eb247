import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { questions } from './questions.ts';

/**
 * One spaced-review card per (user, question) the user has answered (ADR 031): the FSRS card
 * state of ts-fsrs, column for field, updated with every recorded answer. Own questions are never
 * scheduled. `state` is ts-fsrs's State (0 New, 1 Learning, 2 Review, 3 Relearning).
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: smallint('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    // "what is due for this user", oldest first
    index('review_cards_user_due_idx').on(t.userId, t.due),
  ],
);
