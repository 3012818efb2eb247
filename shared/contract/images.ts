// Pictures (ADR 040): an upload answers with the stored image's hash; a question carries up to two
// of them with alt text; every view shows them by URL with their size, so nothing shifts on load.
import { z } from 'zod';
import { userText } from './user-text.ts';

export const imageMessages = {
  notAnImage: 'Please upload a picture: a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF file',
  tooLarge: 'Image must be less than 5MB',
  altRequired: 'Please describe the image for trainees who cannot see it',
  altTooLong: 'Image description must be less than 250 characters',
  tooMany: 'Maximum 2 images per question',
  unknown: 'That image was not found. Please upload it again.',
  duplicate: 'Image already added',
} as const;

/** Uploads (question images and avatars) are refused above 5 MB as sent. */
export const maxImageBytes = 5 * 1024 * 1024;
/** A question shows at most two images under its stem. */
export const maxQuestionImages = 2;

/** SHA-256 of the stored WebP, lowercase hex: the image's identity and its URL. */
export const imageHashSchema = z
  .string({ error: imageMessages.unknown })
  .regex(/^[0-9a-f]{64}$/, { error: imageMessages.unknown });

/** Where an image is served (public, cached for a year: its bytes never change). */
export const imageUrl = (hash: string) => `/api/images/${hash}.webp`;

/** POST /api/images: what the stored image is. */
export const uploadedImageSchema = z.object({
  hash: imageHashSchema,
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const imageAltSchema = userText({
  label: 'Image description',
  required: imageMessages.altRequired,
  max: 250,
  tooLong: imageMessages.altTooLong,
});

/** One image of the question form. */
export const questionImageInputSchema = z.object({ hash: imageHashSchema, alt: imageAltSchema });
export type QuestionImageInput = z.infer<typeof questionImageInputSchema>;

/** A question's images in the form: none by default, at most two, each once. */
export const questionImagesInputSchema = z
  .array(questionImageInputSchema)
  .max(maxQuestionImages, { error: imageMessages.tooMany })
  .refine((images) => new Set(images.map((i) => i.hash)).size === images.length, {
    error: imageMessages.duplicate,
  })
  .default([]);

/** One image as every question view shows it. */
export const questionImageViewSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type QuestionImageView = z.infer<typeof questionImageViewSchema>;
