import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { GpepClass } from '#shared/contract/gpep.ts';
import { user } from './auth.ts';

/** One row per user, created with the user by a trigger (see migration 0001). */
export const profiles = pgTable(
  'profiles',
  {
    /** equals the user id */
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** nectar; always equal to the sum of this user's point_events */
    points: integer('points').notNull().default(0),
    /** one of the 13 GPEP1 classes (regions); null until onboarding */
    gpepClass: text('gpep_class').$type<GpepClass>(),
    gpepYear: integer('gpep_year'),
    hasCompletedOnboarding: boolean('has_completed_onboarding').notNull().default(false),
    /** URL path of the avatar in the images table, /api/images/{hash}.webp (ADR 040); a
     * /uploads/ path only for a file from before it that could not be imported */
    profilePictureUrl: text('profile_picture_url'),
    /** questions this user has answered (distinct questions), kept by the answer service */
    questionsAnswered: integer('questions_answered').notNull().default(0),
    /** live (non-deleted) questions this user has written */
    questionsWritten: integer('questions_written').notNull().default(0),
    /** quizzes start in tutor mode unless the start says otherwise (ADR 075) */
    tutorMode: boolean('tutor_mode').notNull().default(false),
    /** every answer recorded in user_answers, and the correct ones: accuracy without a scan */
    answersTotal: integer('answers_total').notNull().default(0),
    answersCorrect: integer('answers_correct').notNull().default(0),
    /** the version of this user's cached reads (ADR 050): a new value from read_version_seq
     * with every change of their answers, statuses, review cards, completed quizzes, counters
     * or points (recordAnswers' and awardPoints' one profile update, moveProfiles) */
    statsVersion: bigint('stats_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('read_version_seq')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('profiles_class_year_points_idx').on(t.gpepClass, t.gpepYear, t.points),
    // The regional snapshot's totals per class read from this index alone (an index-only scan),
    // not by scanning every profile (ADR 043).
    index('profiles_class_totals_idx')
      .on(t.gpepClass, t.points, t.questionsAnswered, t.questionsWritten)
      .where(sql`${t.gpepClass} is not null`),
    check('profiles_points_nonnegative', sql`${t.points} >= 0`),
  ],
);
