import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Difficulty } from '#shared/contract/discussion.ts';
import { user } from './auth.ts';
import { questions } from './questions.ts';

/**
 * One rating per user and question (ADR 038): quality 1-5 and difficulty, each optional and
 * changeable. Only users who answered the question rate it, never its author. Averages are
 * computed from these rows on every read, so they are always exact.
 */
export const questionRatings = pgTable(
  'question_ratings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    quality: smallint('quality'),
    difficulty: text('difficulty').$type<Difficulty>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    // the averages of one question
    index('question_ratings_question_idx').on(t.questionId),
    check('question_ratings_quality_check', sql`${t.quality} between 1 and 5`),
    check('question_ratings_difficulty_check', sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
  ],
);

/**
 * A question's discussion thread (ADR 038): plain text, read only by those who answered the
 * question (and its author). Deleting is soft: the row stays, its body is no longer shown, so the
 * thread keeps its shape.
 */
export const questionComments = pgTable(
  'question_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** trimmed plain text, at most 1000 characters (contract/discussion.ts) */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * when the question's author last chose Keep: reports made before it no longer count
     * (ADR 038), and their rows stay so the same users cannot report it again
     */
    reportsClearedAt: timestamp('reports_cleared_at', { withTimezone: true }),
  },
  (t) => [index('question_comments_question_idx').on(t.questionId, t.createdAt)],
);

/**
 * A report of a comment: once per user and comment, never one's own (ADR 038). Reports made
 * after the comment's reports_cleared_at are open; 3 open ones hide it until its question's
 * author acts.
 */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => questionComments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);
