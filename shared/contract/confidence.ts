// Confidence ratings (issue 9, ADR 035): before an answer is checked the user may say how sure
// they are. Optional on every answer; stored with it, it moves the FSRS rating of a correct answer
// and feeds the over-confidence figures on /stats.
import { z } from 'zod';

export const confidenceSchema = z.enum(['sure', 'unsure', 'guess']);
export type Confidence = z.infer<typeof confidenceSchema>;

/** In the order the runner shows them. */
export const confidences = confidenceSchema.options;
