import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OptionId } from '#shared/contract/questions.ts';
import { user } from './auth.ts';
import { topics } from './topics.ts';

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionText: text('question_text').notNull(),
    explanation: text('explanation').notNull(),
    /** an http(s) URL */
    reference: text('reference').notNull(),
    /** a, b, c or d */
    correctAnswer: char('correct_answer', { length: 1 }).$type<OptionId>().notNull(),
    /** nectar for writing it (5); a question in a quiz is worth 1 */
    points: integer('points').notNull().default(5),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** soft delete: hidden everywhere, kept for others' histories and the ledger */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('questions_created_by_idx').on(t.createdBy, t.createdAt),
    check('questions_correct_answer_check', sql`${t.correctAnswer} in ('a', 'b', 'c', 'd')`),
  ],
);

export const questionAnswers = pgTable(
  'question_answers',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** a, b, c or d */
    optionId: char('option_id', { length: 1 }).$type<OptionId>().notNull(),
    answerText: text('answer_text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.optionId] })],
);

export const questionTopics = pgTable(
  'question_topics',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.topicId] }),
    index('question_topics_topic_idx').on(t.topicId),
  ],
);

/**
 * Peer statistics (ADR 032): how other trainees answered a question on their first attempt,
 * counted as each first answer is recorded (never by scanning the answer log). The author's own
 * answers are not counted.
 */
export const questionOptionStats = pgTable('question_option_stats', {
  questionId: uuid('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  /** trainees whose first answer is counted */
  answeredBy: integer('answered_by').notNull().default(0),
  /** of them, answered correctly the first time */
  answeredCorrectly: integer('answered_correctly').notNull().default(0),
  choseA: integer('chose_a').notNull().default(0),
  choseB: integer('chose_b').notNull().default(0),
  choseC: integer('chose_c').notNull().default(0),
  choseD: integer('chose_d').notNull().default(0),
});
