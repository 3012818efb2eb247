import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const topics = pgTable('topics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});
