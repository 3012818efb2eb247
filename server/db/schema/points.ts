import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/** Why a user's points moved: one reason per kind of award (ADR 010). */
export type PointReason =
  'first-correct' | 'question-attempted' | 'question-written' | 'question-deleted';

/**
 * The nectar ledger: every change of a user's points is one row. award_key is unique, so the
 * same award (e.g. first-correct:{user}:{question}) can never be written twice, even by
 * concurrent requests. profiles.points always equals the sum of a user's rows.
 */
export const pointEvents = pgTable(
  'point_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<PointReason>().notNull(),
    /** what the award is for: question id, quiz session id ... */
    reference: text('reference'),
    awardKey: text('award_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('point_events_user_idx').on(t.userId, t.createdAt)],
);
