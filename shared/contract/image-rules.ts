// Pictures' limits, messages and URL (ADR 040), without Zod: Write Question's first script reads
// them and must not carry Zod (ADR 044); images.ts re-exports them beside its schemas.
export const imageMessages = {
  notAnImage: 'Please upload a picture: a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF file',
  tooLarge: 'Image must be less than 5MB',
  altRequired: 'Please describe the image for trainees who cannot see it',
  altTooLong: 'Image description must be less than 250 characters',
  tooMany: 'Maximum 2 images per question',
  unknown: 'That image was not found. Please upload it again.',
  duplicate: 'Image already added',
  tooManyPixels: 'Image must be at most 16 megapixels (4096 × 4096 pixels)',
  busy: 'Too many pictures are being processed right now. Please try again in a few seconds.',
} as const;

/** Uploads (question images and avatars) are refused above 5 MB as sent. */
export const maxImageBytes = 5 * 1024 * 1024;
/** Uploads (question images and avatars) are refused above 16.8 megapixels, from their header
 * before any decoding (ADR 059): a 12 MP phone photo fits, the pictures shown are at most 1600 px. */
export const maxImagePixels = 4096 * 4096;
/** A question shows at most two images under its stem. */
export const maxQuestionImages = 2;

/** SHA-256 of the stored WebP, lowercase hex: the image's identity and its URL. */
export const imageHashPattern = /^[0-9a-f]{64}$/;

/** Where an image is served (public, cached for a year: its bytes never change). */
export const imageUrl = (hash: string) => `/api/images/${hash}.webp`;
