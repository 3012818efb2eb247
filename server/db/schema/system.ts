import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Fixed-window request counters (per IP, per account) shared by every app process. */
export const rateLimits = pgTable('rate_limits', {
  /** e.g. sign-in:ip:203.0.113.7 or sign-in:account:someone@example.com */
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Small facts about this installation, e.g. whether the demo content was loaded. */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where the versions come from (the read cache's profiles.stats_version, ADR 050, and the global
 * read version): every bump takes its next value, so a version never repeats, even for a user
 * whose rows were deleted and made again with the same id (the bench's generator).
 */
export const readVersionSeq = pgSequence('read_version_seq');

/**
 * One row (id 1, made by the first bump; none reads as version 0): the version of the cached
 * reads and the questions kept in memory (ADR 050, 052: live and published questions, their content and topics, topic names,
 * the flags that hold a question out of review). Bumped at commit by deferred triggers
 * (migrations 0017-0019), so it moves in the same transaction as the change.
 */
export const readVersions = pgTable(
  'read_versions',
  {
    id: smallint('id').primaryKey(),
    version: bigint('version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('read_version_seq')`),
  },
  (t) => [check('read_versions_one_row', sql`${t.id} = 1`)],
);
