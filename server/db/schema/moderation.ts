import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { flaggedQuestions } from './sharing.ts';

/**
 * A flag's thread (ADR 039): messages between the flagger and the question's author, and nobody
 * else. The flag's reason is the thread's first word and stays on the flag; a dismissal's reply
 * is a message like any other.
 */
export const flagMessages = pgTable(
  'flag_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flagId: uuid('flag_id')
      .notNull()
      .references(() => flaggedQuestions.id, { onDelete: 'cascade' }),
    writtenBy: text('written_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** plain text, at most 1000 characters (the contract's rule) */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flag_messages_flag_idx').on(t.flagId, t.createdAt)],
);
