import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { profiles, user } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import type { FileStorage } from '#server/lib/storage.ts';
import type { OnboardingInput, Profile, ProfileUpdateInput } from '#shared/contract/profile.ts';
import { profileMessages } from '#shared/contract/profile.ts';
import { toAvatarWebp } from './avatar.ts';

const noUser = () => new AppError('NOT_FOUND', 404, profileMessages.noUser);

export async function getProfile(db: Database, userId: string): Promise<Profile | null> {
  const [row] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      email: user.email,
      points: profiles.points,
      gpepClass: profiles.gpepClass,
      gpepYear: profiles.gpepYear,
      hasCompletedOnboarding: profiles.hasCompletedOnboarding,
      profilePictureUrl: profiles.profilePictureUrl,
      questionsAnswered: profiles.questionsAnswered,
      questionsWritten: profiles.questionsWritten,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row ?? null;
}

async function requireProfile(db: Database, userId: string): Promise<Profile> {
  const profile = await getProfile(db, userId);
  if (!profile) throw noUser();
  return profile;
}

export async function completeOnboarding(db: Database, userId: string, input: OnboardingInput) {
  const updated = await db
    .update(profiles)
    .set({
      gpepClass: input.gpepClass,
      gpepYear: input.gpepYear,
      hasCompletedOnboarding: true,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw noUser();
  return requireProfile(db, userId);
}

export async function updateProfile(db: Database, userId: string, input: ProfileUpdateInput) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(profiles)
      .set({
        name: input.name,
        gpepClass: input.gpepClass,
        gpepYear: input.gpepYear,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw noUser();
    await tx
      .update(user)
      .set({ name: input.name, updatedAt: new Date() })
      .where(eq(user.id, userId));
  });
  return requireProfile(db, userId);
}

/**
 * Re-encodes the upload, points the profile at it, then removes the previous file. One user's
 * uploads take turns (a lock per user), so each reads the URL the last one committed and removes
 * exactly that file: concurrent uploads leave one file, not one each. A failure before the commit
 * removes the new file, which nothing points at.
 */
export async function replaceAvatar(
  db: Database,
  storage: FileStorage,
  userId: string,
  bytes: Buffer,
) {
  // Decoding is the slow part and needs no turn: it runs before the lock.
  const webp = await toAvatarWebp(bytes);
  let written: string | undefined;
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'avatar:' + userId}))`);
      const [row] = await tx
        .select({ url: profiles.profilePictureUrl })
        .from(profiles)
        .where(eq(profiles.id, userId));
      if (!row) throw noUser();
      written = await storage.put(`avatars/${userId}-${randomBytes(8).toString('hex')}.webp`, webp);
      await tx
        .update(profiles)
        .set({ profilePictureUrl: written, updatedAt: new Date() })
        .where(eq(profiles.id, userId));
      await tx.update(user).set({ image: written }).where(eq(user.id, userId));
      return row.url;
    });
  } catch (error) {
    if (written) await storage.removeByUrl(written);
    throw error;
  }
  // After the commit: removed earlier, a failed commit would leave the profile on a missing file.
  if (previous) await storage.removeByUrl(previous);
  return requireProfile(db, userId);
}
