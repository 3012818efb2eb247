import { z } from 'zod';

export const flagMessages = {
  reasonRequired: 'Please enter a reason for flagging this question',
  signInToFlag: 'Please sign in to flag questions',
  signInToShare: 'Please sign in to share questions',
} as const;

/** POST /api/questions/:id/flag */
export const flagQuestionSchema = z.object({
  reason: z
    .string({ error: flagMessages.reasonRequired })
    .trim()
    .min(1, { error: flagMessages.reasonRequired })
    .max(1000, { error: 'Reason must be less than 1000 characters' }),
});

/** POST /api/questions/:id/share — creates or reuses the sharer's link [001 §4]. */
export const shareLinkSchema = z.object({ code: z.string() });
