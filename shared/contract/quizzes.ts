// Quizzes that trainees build from their own questions and share by link [001 §2-§5].
import { z } from 'zod';
import { optionIds } from './questions.ts';
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
export const myQuizSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shareCode: z.string(),
  questionCount: z.number().int(),
  attemptCount: z.number().int(),
  createdAt: z.string(),
});
export const myQuizzesSchema = z.array(myQuizSchema);
export type MyQuiz = z.infer<typeof myQuizSchema>;

/** GET /api/quizzes/:id/questions — the owner's numbered list, loaded on first expand. */
export const quizQuestionListSchema = z.array(
  z.object({ questionOrder: z.number().int(), id: z.uuid(), questionText: z.string() }),
);

/** GET /api/take-quiz/:code — public, without correct answers. */
export const publicQuizSchema = z.object({
  quizId: z.uuid(),
  quizName: z.string(),
  creatorName: z.string(),
  questions: z.array(
    z.object({
      id: z.uuid(),
      questionText: z.string(),
      answers: z.array(z.object({ optionId: z.enum(optionIds), answerText: z.string() })),
    }),
  ),
});
export type PublicQuiz = z.infer<typeof publicQuizSchema>;

/** POST /api/take-quiz/:code/attempts — Finish; unanswered questions count as option a [001 §4]. */
export const quizAttemptSchema = z.object({
  /** chosen by the browser once per attempt, so a repeated Finish is recorded once */
  attemptId: z.uuid(),
  answers: z.array(z.object({ questionId: z.uuid(), selectedAnswer: z.enum(optionIds) })).max(200),
});
export const quizAttemptResultSchema = z.object({
  score: z.number().int(),
  totalQuestions: z.number().int(),
  percentage: z.number().int(),
  saved: z.boolean(),
  pointsEarned: z.number().int(),
  results: z.array(
    z.object({
      questionId: z.uuid(),
      selectedAnswer: z.enum(optionIds),
      isCorrect: z.boolean(),
      /** the answer key: null for a question the request left out, whose answer is never revealed */
      correctAnswer: z.enum(optionIds).nullable(),
      explanation: z.string().nullable(),
      reference: z.string().nullable(),
    }),
  ),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResultSchema>;
