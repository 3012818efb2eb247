import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export type NotificationKind =
  | 'question-flagged'
  | 'question-comment'
  | 'question-rating-summary'
  | 'flag-fixed'
  | 'flag-dismissed'
  | 'flag-message'
  | 'comment-removed';

/** In-app notifications (e.g. "your question was flagged"), shown under the header bell. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** what the client needs to render it (question id and text, reason ...) */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);
