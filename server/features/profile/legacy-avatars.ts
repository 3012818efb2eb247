// Avatars kept as files under DATA_DIR/uploads (ADR 006) can be served only by the server holding
// them. At start-up each file a profile still points at is re-encoded (as any upload), stored in
// the images table (ADR 040), and the profile and Better Auth's user row are pointed at it, so
// every server serves it. Idempotent: an imported profile points away from /uploads/, so a later
// start finds nothing. A missing or unreadable file is skipped
// with a log line and left as it was, so a start with the file back imports it.
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles, user } from '#server/db/schema/index.ts';
import { storeImage } from '#server/features/images/images.service.ts';
import { imageUrl } from '#shared/contract/images.ts';
import { toAvatarWebp } from './avatar.ts';

const legacyPrefix = '/uploads/';

export interface LegacyAvatarImport {
  imported: number;
  skipped: number;
}

/** The file behind a legacy URL, or null for one that would leave the uploads directory. */
function fileOf(uploadsDir: string, url: string): string | null {
  const root = resolve(uploadsDir);
  const file = resolve(root, url.slice(legacyPrefix.length));
  return file.startsWith(root + sep) ? file : null;
}

export async function importDiskAvatars(
  db: Database,
  uploadsDir: string,
  log: FastifyBaseLogger,
): Promise<LegacyAvatarImport> {
  const rows = await db
    .select({ id: profiles.id, url: profiles.profilePictureUrl })
    .from(profiles)
    .where(like(profiles.profilePictureUrl, `${legacyPrefix}%`));
  const result: LegacyAvatarImport = { imported: 0, skipped: 0 };
  for (const { id, url } of rows) {
    if (url === null) continue;
    const file = fileOf(uploadsDir, url);
    let webp;
    try {
      if (!file) throw new Error('outside the uploads directory');
      webp = await toAvatarWebp(await readFile(file));
    } catch (error) {
      result.skipped += 1;
      log.warn(
        { profileId: id, url, err: error },
        'legacy avatar skipped: missing or not an image',
      );
      continue;
    }
    await db.transaction(async (tx) => {
      const { hash } = await storeImage(tx, webp, id);
      const next = imageUrl(hash);
      // Only where it still points at the file: an upload meanwhile (or another server's
      // import) wins, and its picture stays.
      await tx
        .update(profiles)
        .set({ profilePictureUrl: next })
        .where(and(eq(profiles.id, id), eq(profiles.profilePictureUrl, url)));
      await tx
        .update(user)
        .set({ image: next })
        .where(and(eq(user.id, id), eq(user.image, url)));
    });
    result.imported += 1;
  }
  if (rows.length > 0) log.info(result, 'legacy avatars imported into the database');
  return result;
}

/** Runs the import once when the app is ready, before it serves a request. A failure (the
 * database unreachable at start) must not keep the app from starting and answering 503 on
 * /api/health: it is logged, and the next start tries again (the import is idempotent). */
export const legacyAvatarImport = fp<{ uploadsDir: string }>(
  async (app, { uploadsDir }) => {
    app.addHook('onReady', async () => {
      await importDiskAvatars(app.db, uploadsDir, app.log).catch((error: unknown) =>
        app.log.error({ err: error }, 'legacy avatar import failed; it runs again at next start'),
      );
    });
  },
  { name: 'legacy-avatar-import' },
);
