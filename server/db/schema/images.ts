import { sql } from 'drizzle-orm';
import {
  char,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { questions } from './questions.ts';

/** PostgreSQL's bytea as a Node Buffer (node-postgres reads and writes Buffers as bytea). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every stored picture (avatars and question images, ADR 040): always a WebP we encoded
 * ourselves, keyed by the SHA-256 of its bytes, so the same picture is stored once and its URL
 * never changes. In the database rather than on a disk, so several app servers can share one.
 */
export const images = pgTable(
  'images',
  {
    /** sha-256 of `bytes`, lowercase hex */
    hash: char('hash', { length: 64 }).primaryKey(),
    mime: text('mime').notNull().default('image/webp'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** the last upload of these bytes: an unused image goes a day after it (housekeeping) */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the first uploader; kept when the account goes, since questions keep their images */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('images_hash_check', sql`${t.hash} ~ '^[0-9a-f]{64}$'`),
    check('images_mime_check', sql`${t.mime} = 'image/webp'`),
  ],
);

/** Up to two images under a question's stem, each with its alt text (ADR 040). */
export const questionImages = pgTable(
  'question_images',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** 1 or 2: the order under the stem */
    position: smallint('position').notNull(),
    imageHash: char('image_hash', { length: 64 })
      .notNull()
      .references(() => images.hash),
    /** 1 to 250 characters, trimmed (contract/images.ts) */
    altText: text('alt_text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.position] }),
    check('question_images_position_check', sql`${t.position} in (1, 2)`),
    check('question_images_alt_text_check', sql`char_length(${t.altText}) between 1 and 250`),
    index('question_images_image_hash_idx').on(t.imageHash),
  ],
);
