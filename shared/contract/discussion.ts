// Ratings and discussion on questions (ADR 038): after answering a question, a signed-in trainee
// rates its quality (1-5) and difficulty, and reads and writes its comment thread. The author
// reads both and sees the averages.
import { z } from 'zod';
import { difficulties, maxCommentLength } from './discussion-rules.ts';
import { userText } from './user-text.ts';

export const discussionMessages = {
  notFound: 'Question not found',
  commentNotFound: 'Comment not found',
  commentEmpty: 'Comment is empty',
  commentTooLong: 'Comment must be at most 1000 characters',
  ownQuestion: 'You cannot rate your own question',
  ownComment: 'You cannot report your own comment',
  readOnly: 'This question was deleted; its discussion is read-only',
  nothingToRate: 'Choose a quality or a difficulty',
  tooManyComments: 'You are commenting too fast. Please try again in a few minutes.',
  onlyAuthorReviews: "Only the question's author can review reported comments",
  notReported: 'This comment has no reports to review',
} as const;

// The numbers, levels and notice texts live in a Zod-free module the results screens and the
// header's notification bell read on their first load.
export {
  commentHoldReports,
  commentRemovedNotice,
  difficulties,
  maxCommentLength,
  ratingSummaryText,
  type Difficulty,
} from './discussion-rules.ts';

export const difficultySchema = z.enum(difficulties);

export const qualitySchema = z
  .number({ error: 'Quality must be a whole number from 1 to 5' })
  .int({ error: 'Quality must be a whole number from 1 to 5' })
  .min(1, { error: 'Quality must be a whole number from 1 to 5' })
  .max(5, { error: 'Quality must be a whole number from 1 to 5' });

/** PUT /api/questions/:id/ratings — set or change either part; absent keeps it (a rating is
 * changed, never withdrawn, so raters only ever grow: ADR 038). At least one part: the service
 * refuses {} with discussionMessages.nothingToRate. */
export const rateQuestionSchema = z.object({
  quality: qualitySchema.optional(),
  difficulty: difficultySchema.optional(),
});
export type RateQuestionInput = z.infer<typeof rateQuestionSchema>;

export const myRatingSchema = z.object({
  quality: qualitySchema.nullable(),
  difficulty: difficultySchema.nullable(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

/** Everyone's ratings of one question, computed from the rows on each read. */
export const ratingSummarySchema = z.object({
  /** raters (a quality, a difficulty or both) */
  count: z.number().int(),
  /** of them, how many gave a quality */
  qualityCount: z.number().int(),
  /** the mean quality to one decimal place; null until someone gives one */
  qualityAverage: z.number().nullable(),
  difficulty: z.object({
    easy: z.number().int(),
    medium: z.number().int(),
    hard: z.number().int(),
  }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** GET and PUT /api/questions/:id/ratings */
export const questionRatingSchema = z.object({
  /** false for the question's author, and on a deleted question */
  canRate: z.boolean(),
  mine: myRatingSchema.nullable(),
  summary: ratingSummarySchema,
});
export type QuestionRating = z.infer<typeof questionRatingSchema>;

/** POST /api/questions/:id/comments and PATCH .../comments/:commentId */
export const commentBodySchema = z.object({
  body: userText({
    label: 'Comment',
    required: discussionMessages.commentEmpty,
    max: maxCommentLength,
    tooLong: discussionMessages.commentTooLong,
    multiline: true,
  }),
});
export type CommentBodyInput = z.infer<typeof commentBodySchema>;

export const commentSchema = z.object({
  id: z.uuid(),
  /** null once deleted: the thread shows "Comment deleted" in its place */
  authorName: z.string().nullable(),
  /** the writer is the question's author */
  byQuestionAuthor: z.boolean(),
  /** the viewer wrote it: Edit and Delete */
  mine: z.boolean(),
  body: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  reportedByMe: z.boolean(),
  /** reports not yet reviewed; a number only for the question's author (null for anyone else) */
  openReports: z.number().int().nullable(),
  /**
   * held back after commentHoldReports open reports until the question's author acts: only its
   * writer and the question's author receive it at all
   */
  hidden: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/questions/:id/comments — oldest first, deleted ones in place. */
export const commentListSchema = z.object({
  /** false on a deleted question: the thread is read-only */
  canWrite: z.boolean(),
  items: z.array(commentSchema),
});
export type CommentList = z.infer<typeof commentListSchema>;

/** The two notices of the bell this feature sends (notifications.payload). */
export interface CommentNoticePayload {
  questionId: string;
  questionText: string;
  commentId: string;
  commenterName: string;
  excerpt: string;
}
/** To a comment's writer when the question's author removed it after reports. */
export interface CommentRemovedNoticePayload {
  questionId: string;
  questionText: string;
  excerpt: string;
}
export interface RatingSummaryNoticePayload {
  questionId: string;
  questionText: string;
  ratingCount: number;
  qualityAverage: number | null;
}

/** A rating summary notice when a question reaches 5 raters, then 15, 25, ... (ADR 038). */
export const isRatingMilestone = (count: number) => count >= 5 && (count - 5) % 10 === 0;
