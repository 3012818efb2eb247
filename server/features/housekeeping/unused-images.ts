// Pictures nobody shows any more (ADR 040): a replaced avatar, an image taken off a question, an
// upload whose question was never submitted. An image is kept while a question_images row or an
// avatar (profiles and the auth user row both hold the URL) names it, and for a day after its
// last upload, since Write Question stores the picture before the question exists.
import { sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';

/** An upload younger than this survives unreferenced: its question may still be being written. */
const unusedImageGraceHours = 24;

/**
 * One DELETE, so two app servers running it at once only repeat a query: each row goes once, and
 * a row whose reference is being inserted meanwhile is protected by the question_images foreign
 * key (the insert holds a key-share lock; the delete then fails rather than orphan the row).
 */
export async function removeUnusedImages(db: Executor): Promise<number> {
  // An avatar's URL is imageUrl(hash) (contract/images.ts): '/api/images/<hash>.webp'.
  const result = await db.execute(sql`
    delete from images
    where created_at < now() - make_interval(hours => ${unusedImageGraceHours})
      and not exists (select 1 from question_images qi where qi.image_hash = images.hash)
      and not exists (
        select 1 from profiles p where p.profile_picture_url = '/api/images/' || images.hash || '.webp')
      and not exists (
        select 1 from "user" u where u.image = '/api/images/' || images.hash || '.webp')`);
  return result.rowCount ?? 0;
}
