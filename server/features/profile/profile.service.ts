import { and, count, eq, sql } from 'drizzle-orm';
import { queryPrepared } from '#server/db/prepared.ts';
import type { Database } from '#server/db/client.ts';
import { profiles, user } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/app-error.ts';
import { storeImage } from '#server/features/images/images.service.ts';
import { imageUrl } from '#shared/contract/images.ts';
import { gpepClasses } from '#shared/contract/gpep.ts';
import type {
  ClassSizes,
  OnboardingInput,
  Profile,
  ProfileUpdateInput,
} from '#shared/contract/profile.ts';
import { profileMessages } from '#shared/contract/profile.ts';
import { toAvatarWebp } from './avatar.ts';

const noUser = () => new AppError('NOT_FOUND', 404, profileMessages.noUser);

/** A prepared statement (db/prepared.ts): every signed-in page load asks for it (GET /api/session). */
export async function getProfile(db: Database, userId: string): Promise<Profile | null> {
  const [row] = await queryPrepared<Profile>(
    db,
    sql`select p.id, p.name, u.email, p.points, p.gpep_class as "gpepClass",
               p.gpep_year as "gpepYear", p.has_completed_onboarding as "hasCompletedOnboarding",
               p.profile_picture_url as "profilePictureUrl",
               p.questions_answered as "questionsAnswered",
               p.questions_written as "questionsWritten", p.tutor_mode as "tutorMode"
        from profiles p join "user" u on u.id = p.id
        where p.id = ${userId}`,
  );
  return row ?? null;
}

async function requireProfile(db: Database, userId: string): Promise<Profile> {
  const profile = await getProfile(db, userId);
  if (!profile) throw noUser();
  return profile;
}

/**
 * How many onboarded trainees each class has in `year`, every class listed (zeros included), in
 * the classes' order [product#onboarding]: onboarding shows them beside each class.
 */
export async function classSizes(db: Database, year: number): Promise<ClassSizes> {
  const rows = await db
    .select({ gpepClass: profiles.gpepClass, trainees: count() })
    .from(profiles)
    .where(and(eq(profiles.gpepYear, year), eq(profiles.hasCompletedOnboarding, true)))
    .groupBy(profiles.gpepClass);
  const byClass = new Map(rows.map((r) => [r.gpepClass, r.trainees]));
  return {
    year,
    classes: gpepClasses.map((gpepClass) => ({ gpepClass, trainees: byClass.get(gpepClass) ?? 0 })),
  };
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
        ...(input.tutorMode === undefined ? {} : { tutorMode: input.tutorMode }),
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
 * Re-encodes the upload, stores it in the images table (ADR 040) and points the profile and Better
 * Auth's user row at its URL, in one transaction: a failure leaves the previous avatar and no new
 * row. Nothing is removed here: an image is content-addressed and may be shared; the hourly
 * housekeeping removes pictures nobody shows (ADR 040).
 */
export async function replaceAvatar(db: Database, userId: string, bytes: Buffer) {
  // Decoding is the slow part: it runs before the transaction.
  const webp = await toAvatarWebp(bytes);
  await db.transaction(async (tx) => {
    const { hash } = await storeImage(tx, webp, userId);
    const url = imageUrl(hash);
    const updated = await tx
      .update(profiles)
      .set({ profilePictureUrl: url, updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id });
    if (updated.length === 0) throw noUser();
    await tx.update(user).set({ image: url }).where(eq(user.id, userId));
  });
  return requireProfile(db, userId);
}
