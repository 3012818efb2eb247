// A question shared by link [product#shared-question, #stored-data]: anyone may answer; the correct
// option, explanation and reference come back only with the check.
import { z } from 'zod';
import { optionIds } from './questions.ts';
import { answeredRevealSchema, questionViewSchema } from './question-view.ts';

export const sharedQuestionMessages = {
  selectAnswer: 'Please select an answer',
  invalidLink: 'Invalid share link',
  notFound: 'Question not found',
} as const;

/** GET /api/shared/:code */
export const sharedQuestionSchema = questionViewSchema.extend({ sharedByName: z.string() });
export type SharedQuestion = z.infer<typeof sharedQuestionSchema>;

/** POST /api/shared/:code/check */
export const checkSharedAnswerSchema = z.object({
  answer: z.enum(optionIds, { error: sharedQuestionMessages.selectAnswer }),
});
export const sharedAnswerResultSchema = answeredRevealSchema.extend({
  isCorrect: z.boolean(),
  /** what the question is worth */
  points: z.number().int(),
  /** nectar this answer actually earned (signed-in, first correct answer) */
  pointsEarned: z.number().int(),
  saved: z.boolean(),
});
export type SharedAnswerResult = z.infer<typeof sharedAnswerResultSchema>;
