// The images table (ADR 040): content-addressed, so storing the same picture twice is one row,
// and a stored image never changes (its URL can be cached for a year).
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { images } from '#server/db/schema/index.ts';
import type { ProcessedImage } from './image-processing.ts';

export interface StoredImage {
  hash: string;
  width: number;
  height: number;
}

/** Stores processed bytes (once per content) and returns their hash. */
export async function storeImage(
  db: Executor,
  image: ProcessedImage,
  createdBy: string | null,
): Promise<StoredImage> {
  const hash = createHash('sha256').update(image.bytes).digest('hex');
  await db
    .insert(images)
    .values({
      hash,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      byteSize: image.bytes.length,
      createdBy,
    })
    // The bytes never change; created_at is refreshed, so a picture uploaded again for a question
    // being written gets the housekeeping sweep's full day again (unused-images.ts).
    .onConflictDoUpdate({ target: images.hash, set: { createdAt: sql`now()` } });
  return { hash, width: image.width, height: image.height };
}

/** One image's bytes for serving, or null. */
export async function findImageBytes(db: Executor, hash: string) {
  const [row] = await db
    .select({ bytes: images.bytes, mime: images.mime })
    .from(images)
    .where(eq(images.hash, hash));
  return row ?? null;
}

/** Which of these hashes are stored. */
export async function storedHashes(db: Executor, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ hash: images.hash })
    .from(images)
    .where(inArray(images.hash, hashes));
  return new Set(rows.map((r) => r.hash));
}
