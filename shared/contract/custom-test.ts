// The custom test builder [product#custom-test] (ADR 080): a quiz of the questions matching the
// trainee's filters (topics, statuses, difficulty), drawn by the server and run by the one quiz
// engine. The filters' meaning is in ADR 080; the choices and the difficulty's cut points are in
// shared/domain/custom-test.ts and docs/learning.md.
import { z } from 'zod';
import { customDifficulties, customStatuses, customTestSize } from '#shared/domain/custom-test.ts';
import { int4Id } from './integers.ts';

const unique = <T>(list: T[]) => [...new Set(list)];

/** The filters, as both the count and the start take them. Empty lists mean "any". */
export const customFiltersSchema = z.object({
  /** none: every topic */
  topicIds: z.array(int4Id('Topic not found')).max(500).default([]).transform(unique),
  /** any of these (OR); none: any status */
  statuses: z
    .array(z.enum(customStatuses))
    .max(customStatuses.length)
    .default([])
    .transform(unique),
  /** any of these; none: any difficulty, unrated questions included */
  difficulty: z
    .array(z.enum(customDifficulties))
    .max(customDifficulties.length)
    .default([])
    .transform(unique),
});
export type CustomFilters = z.output<typeof customFiltersSchema>;
export type CustomFiltersInput = z.input<typeof customFiltersSchema>;

/** POST /api/quiz-sessions — a custom test: `size` questions (fewer if fewer match), random. */
export const customStartSchema = customFiltersSchema.extend({
  type: z.literal('custom'),
  size: z.number().int().min(customTestSize.min).max(customTestSize.max),
  /** tutor mode (ADR 075): check each question before the end; absent: the profile's setting */
  tutor: z.boolean().optional(),
});

/** POST /api/quiz-sessions/custom/count — how many questions the filters match now. */
export const customCountResponseSchema = z.object({ matching: z.number().int() });
export type CustomCountResponse = z.infer<typeof customCountResponseSchema>;
