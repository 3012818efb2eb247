import { z } from 'zod';
import { gpepClasses, gpepYears } from './gpep.ts';
import { userText } from './user-text.ts';

export const profileMessages = {
  classRequired: 'Please select your GPEP class',
  nameRequired: 'Please enter your name',
  nameTooLong: 'Name is too long',
  noUser: 'No user found',
  notAnImage: 'Please upload an image file',
  imageTooLarge: 'Image must be less than 5MB',
} as const;

/** Avatars: at most 5 MB as uploaded. */
export const maxAvatarBytes = 5 * 1024 * 1024;

const gpepClassSchema = z.enum(gpepClasses, { error: profileMessages.classRequired });
const gpepYearSchema = z.coerce
  .number({ error: 'Please select your GPEP year' })
  .int({ error: 'Please select your GPEP year' })
  .min(2025, { error: 'Please select your GPEP year' })
  .max(2044, { error: 'Please select your GPEP year' });

export const onboardingSchema = z.object({
  gpepClass: gpepClassSchema,
  gpepYear: gpepYearSchema,
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;

export const profileUpdateSchema = z.object({
  name: userText({
    label: 'Name',
    required: profileMessages.nameRequired,
    max: 100,
    tooLong: profileMessages.nameTooLong,
  }),
  gpepClass: gpepClassSchema,
  gpepYear: gpepYearSchema,
  /** quizzes start in tutor mode unless the start says otherwise (ADR 075); absent: unchanged */
  tutorMode: z.boolean().optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  points: z.number().int(),
  gpepClass: z.string().nullable(),
  gpepYear: z.number().int().nullable(),
  hasCompletedOnboarding: z.boolean(),
  profilePictureUrl: z.string().nullable(),
  questionsAnswered: z.number().int(),
  questionsWritten: z.number().int(),
  /** quizzes start in tutor mode (ADR 075) */
  tutorMode: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /api/profile/class-sizes?year=: how many trainees are in each class that year, zeros too
 * [product#onboarding]. */
export const classSizesQuerySchema = z.object({
  year: z.coerce.number().int().min(gpepYears[0]!).max(gpepYears.at(-1)!),
});

export const classSizesSchema = z.object({
  year: z.number().int(),
  classes: z.array(z.object({ gpepClass: z.enum(gpepClasses), trainees: z.number().int() })),
});
export type ClassSizes = z.infer<typeof classSizesSchema>;
