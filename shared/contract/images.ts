// Pictures (ADR 040): an upload answers with the stored image's hash; a question carries up to two
// of them with alt text; every view shows them by URL with their size, so nothing shifts on load.
import { z } from 'zod';
import { imageHashPattern, imageMessages, maxQuestionImages } from './image-rules.ts';
import { userText } from './user-text.ts';

// The limits, messages and URL live in a Zod-free module Write Question reads on its first load.
export { imageMessages, imageUrl, maxImageBytes, maxQuestionImages } from './image-rules.ts';

/** SHA-256 of the stored WebP, lowercase hex: the image's identity and its URL. */
export const imageHashSchema = z
  .string({ error: imageMessages.unknown })
  .regex(imageHashPattern, { error: imageMessages.unknown });

/** POST /api/images: what the stored image is. */
export const uploadedImageSchema = z.object({
  hash: imageHashSchema,
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

const imageAltSchema = userText({
  label: 'Image description',
  required: imageMessages.altRequired,
  max: 250,
  tooLong: imageMessages.altTooLong,
});

/** One image of the question form. */
const questionImageInputSchema = z.object({ hash: imageHashSchema, alt: imageAltSchema });

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
