import { z } from 'zod';
import { userText } from './user-text.ts';

export const flagMessages = {
  reasonRequired: 'Please enter a reason for flagging this question',
  signInToFlag: 'Please sign in to flag questions',
  signInToShare: 'Please sign in to share questions',
} as const;

/** POST /api/questions/:id/flag */
export const flagQuestionSchema = z.object({
  reason: userText({
    label: 'Reason',
    required: flagMessages.reasonRequired,
    max: 1000,
    tooLong: 'Reason must be less than 1000 characters',
    multiline: true,
  }),
});

/** POST /api/questions/:id/share — creates or reuses the sharer's link [001 §4]. */
export const shareLinkSchema = z.object({ code: z.string() });
