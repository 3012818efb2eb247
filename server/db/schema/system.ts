import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
