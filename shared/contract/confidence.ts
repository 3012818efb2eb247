// Confidence ratings (ADR 035): before an answer is checked the user may say how sure
// they are. Optional on every answer; stored with it, it moves the FSRS rating of a correct answer
// and feeds the over-confidence figures on /stats.
import { z } from 'zod';
import { confidences } from './confidences.ts';

// The ratings live in a Zod-free module /answer reads on its first load.
export { type Confidence } from './confidences.ts';

export const confidenceSchema = z.enum(confidences);
