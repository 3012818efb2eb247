// Quizzes that trainees build from their own questions and share by link
// [product#shared-quizzes, #stored-data, #shared-quiz-flow, #quiz-validation].
import { z } from 'zod';
import { userText } from './user-text.ts';

export const quizMessages = {
  nameRequired: 'Please enter a quiz name',
  nameTooLong: 'Quiz name must be at most 100 characters',
  questionsRequired: 'Please select at least one question',
  notFound: 'Quiz not found',
} as const;

/** POST /api/quizzes — questions in selection order. */
export const createQuizSchema = z.object({
  name: userText({
    label: 'Quiz name',
    required: quizMessages.nameRequired,
    max: 100,
    tooLong: quizMessages.nameTooLong,
  }),
  questionIds: z
    .array(z.uuid(), { error: quizMessages.questionsRequired })
    .min(1, { error: quizMessages.questionsRequired })
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'A question was selected twice' }),
});
export type CreateQuizInput = z.infer<typeof createQuizSchema>;

/** GET /api/quizzes/mine */
const myQuizSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shareCode: z.string(),
  questionCount: z.number().int(),
  attemptCount: z.number().int(),
  createdAt: z.string(),
});
export const myQuizzesSchema = z.array(myQuizSchema);
export type MyQuiz = z.infer<typeof myQuizSchema>;

/** GET /api/quizzes/shared/:code — a live quiz's name, public: what /share-quiz shows anyone. */
export const sharedQuizNameSchema = z.object({ name: z.string() });

/** GET /api/quizzes/:id/questions — the owner's numbered list, loaded on first expand. */
export const quizQuestionListSchema = z.array(
  z.object({ questionOrder: z.number().int(), id: z.uuid(), questionText: z.string() }),
);
