import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { FlagStatus } from '#shared/contract/flags.ts';
import { user } from './auth.ts';
import { questions } from './questions.ts';

/** One share code per (question, sharer), reused on the next share. */
export const sharedQuestions = pgTable(
  'shared_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    sharedBy: text('shared_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** the random share code used in /shared/{code} */
    shareLink: text('share_link').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('shared_questions_question_sharer_unique').on(t.questionId, t.sharedBy)],
);

/**
 * At most one flag per user and question; a second flag updates the reason (and reopens it).
 * Moderation (ADR 039): open until the author fixes the question (an edit) or dismisses the flag
 * with a reply; open flags from 3 different users hold the question out of quizzes.
 */
export const flaggedQuestions = pgTable(
  'flagged_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    flaggedBy: text('flagged_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<FlagStatus>().notNull().default('open'),
    /** when the author fixed or dismissed it; null while open */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** when the flag was raised or last reopened (a new reason on an open flag keeps it) */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * set by the hourly flag-hold job once an open flag is flagHoldDays old: it stays open for
     * the author but holds nothing any more (ADR 058); a reopened flag starts afresh
     */
    lapsed: boolean('lapsed').notNull().default(false),
  },
  (t) => [
    unique('flagged_questions_question_user_unique').on(t.questionId, t.flaggedBy),
    index('flagged_questions_flagged_by_idx').on(t.flaggedBy),
    check('flagged_questions_status_check', sql`${t.status} in ('open', 'fixed', 'dismissed')`),
  ],
);
