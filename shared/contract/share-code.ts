// Share codes of questions and quizzes, as they arrive in a link's path.
import { z } from 'zod';

/**
 * URL-safe characters only, so a code can reach no query as anything but a code. Codes are 16
 * base64url characters today; the wider 6-64 range keeps older links readable (decision 011).
 * `message` is the page's own "not found" text.
 */
export const shareCodeSchema = (message: string) =>
  z.string({ error: message }).regex(/^[A-Za-z0-9_-]{6,64}$/, { error: message });
