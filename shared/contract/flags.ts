import { z } from 'zod';
import { moderationMessages } from './moderation-messages.ts';
import { userText } from './user-text.ts';

export const flagMessages = {
  reasonRequired: 'Please enter a reason for flagging this question',
  signInToFlag: 'Please sign in to flag questions',
  signInToShare: 'Please sign in to share questions',
  // ADR 058: a flag speaks for someone who met the question
  answerFirst: 'Answer this question before flagging it',
  tooManyFlags: 'You have flagged a lot of questions today. Please try again tomorrow.',
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

/** POST /api/questions/:id/share — creates or reuses the sharer's link [product#share-codes]. */
export const shareLinkSchema = z.object({ code: z.string() });

// Moderation (ADR 039): a flag is open until the author fixes the question (any edit) or
// dismisses it with a reply; meanwhile the flagger and the author talk in the flag's thread.
const flagStatuses = ['open', 'fixed', 'dismissed'] as const;
export type FlagStatus = (typeof flagStatuses)[number];

/** Open flags from this many different trainees who answered it (never the author) hold a
 * question out of quizzes (ADR 039, 058). */
export const flagHoldThreshold = 3;
/** A flag counts towards a hold for this many days after it was raised or reopened (ADR 058). */
export const flagHoldDays = 7;

// The moderation messages live in a Zod-free module the header's notification bell reads.
export { moderationMessages } from './moderation-messages.ts';

export const maxFlagMessageLength = 1000;

const messageBody = userText({
  label: 'Message',
  required: moderationMessages.messageEmpty,
  max: maxFlagMessageLength,
  tooLong: moderationMessages.messageTooLong,
  multiline: true,
});

/** POST /api/flags/:flagId/messages — a reply in the thread (the author or the flagger). */
export const flagMessageInputSchema = z.object({ body: messageBody });
/** POST /api/flags/:flagId/dismiss — the author keeps the question, saying why. */
export const dismissFlagSchema = z.object({ body: messageBody });

const flagMessageSchema = z.object({
  id: z.uuid(),
  /** 'author' or 'flagger': the thread has two sides and names are shown from them */
  writtenBy: z.enum(['author', 'flagger']),
  body: z.string(),
  createdAt: z.string(),
});

const flagSummarySchema = z.object({
  id: z.uuid(),
  questionId: z.uuid(),
  questionText: z.string(),
  status: z.enum(flagStatuses),
  reason: z.string(),
  flaggedByName: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type FlagSummary = z.infer<typeof flagSummarySchema>;

/** GET /api/questions/:id/flags — the author's flags on one question, open first. */
export const questionFlagListSchema = z.array(flagSummarySchema);

/** GET /api/flags/:flagId — the thread, for its flagger and the question's author only. */
export const flagThreadSchema = z.object({
  flag: flagSummarySchema,
  /** which side the viewer is on */
  viewer: z.enum(['author', 'flagger']),
  messages: z.array(flagMessageSchema),
});
export type FlagThread = z.infer<typeof flagThreadSchema>;

/** The flagger's notices: the question was fixed, the flag dismissed, or a reply arrived. */
export interface FlagNoticePayload {
  flagId: string;
  questionId: string;
  questionText: string;
  /** the dismissal's or the reply's text; absent on a fix */
  message?: string;
}
