// A quiz's progress kept on the server per answer, and tutor mode (ADR 075,
// [product#progress-per-answer, #tutor-mode]): every kind but the exam saves each answer as it is
// given, so a reload or another device resumes; a tutor session checks one question at a time
// and locks its answer. Completion stays one request [product#quiz-completion].
import { z } from 'zod';
import { confidenceSchema } from './confidence.ts';
import { questionOptionIdSchema } from './question-view.ts';
import { claimTokenHeader } from './claim-token.ts';
import { struckByQuestionSchema, struckOptionsSchema } from './strike-out.ts';
import {
  claimTokenSchema,
  questionResultSchema,
  quizTypeSchema,
  readySessionSchema,
  reviewModeSchema,
} from './quiz.ts';

export const quizProgressMessages = {
  notInQuiz: 'This question is not part of this quiz',
  finished: 'This quiz is already finished',
  locked: 'This question has been checked: its answer cannot change',
  notTutor: 'Only a tutor quiz checks a question before the end',
  exam: 'An exam saves its answers as an exam',
} as const;

/** GET /api/quiz-sessions/current offers an unfinished quiz started within this many days. */
export const resumeWindowDays = 7;

/** The progress routes' headers: a visitor's claim token, as for reading a result (ADR 059). */
export const progressHeadersSchema = z.looseObject({
  [claimTokenHeader]: claimTokenSchema.optional(),
});

/**
 * PUT /api/quiz-sessions/:id/answers/:questionId — one question's answer as it stands now: the
 * whole of it, so the same save again changes nothing. `selectedAnswer: null` clears it.
 */
export const saveQuizAnswerSchema = z.object({
  selectedAnswer: questionOptionIdSchema.nullable(),
  /** signed in, the confidence row (ADR 035); null or absent: none */
  confidence: confidenceSchema.nullable().default(null),
  /**
   * the options struck out [product#strike-out] (ADR 079): the question's whole list, absent
   * meaning none; never the selected answer (400)
   */
  struck: struckOptionsSchema.optional(),
});
export type SaveQuizAnswerInput = z.input<typeof saveQuizAnswerSchema>;

export const saveQuizAnswerResponseSchema = z.object({
  saved: z.literal(true),
  /** how many questions have a saved answer now */
  answered: z.number().int(),
});

/** POST /api/quiz-sessions/:id/answers/:questionId/check — tutor sessions only. */
export const checkQuestionSchema = z.object({
  selectedAnswer: questionOptionIdSchema,
  confidence: confidenceSchema.nullable().default(null),
});
export type CheckQuestionInput = z.input<typeof checkQuestionSchema>;

/**
 * The checked question's result, as a completion shows it: verdict, key, explanation, reference
 * and peer statistics. `points` is 0: nectar is counted at completion.
 */
export const checkQuestionResponseSchema = z.object({ result: questionResultSchema });

/** One saved answer; `checked`: a tutor session checked it, so it can no longer change. */
export const savedAnswerSchema = z.object({
  selectedAnswer: questionOptionIdSchema,
  confidence: confidenceSchema.nullable(),
  checked: z.boolean(),
});
export type SavedAnswerView = z.infer<typeof savedAnswerSchema>;

/** An open session as its taker resumes it: the issued questions (no key) and the progress. */
export const openSessionSchema = readySessionSchema.extend({
  tutor: z.boolean(),
  progress: z.object({
    /** the saved answers by question id */
    answers: z.record(z.string(), savedAnswerSchema),
    /** struck-out options by question id, answered or not; absent, as is a question, when none */
    struck: struckByQuestionSchema.optional(),
    /** tutor sessions: each checked question's result, in the issued order; never another's */
    checked: z.array(questionResultSchema),
  }),
});
export type OpenSession = z.infer<typeof openSessionSchema>;

/** GET /api/quiz-sessions/:id — the open session to resume; 409 once it is finished. */
export const openSessionResponseSchema = z.object({ session: openSessionSchema });

/** GET /api/quiz-sessions/current — the unfinished quiz home offers to continue, or null. */
export const currentQuizSchema = z.object({
  id: z.uuid(),
  quizType: quizTypeSchema,
  topicId: z.number().int().nullable(),
  /** the topic quiz's or review's topic */
  topicName: z.string().nullable(),
  /** a shared quiz's name */
  quizName: z.string().nullable(),
  reviewMode: reviewModeSchema.nullable(),
  tutor: z.boolean(),
  /** questions with a saved answer, and the quiz's length: "4 of 10" */
  answered: z.number().int(),
  totalQuestions: z.number().int(),
  startedAt: z.iso.datetime(),
});
export type CurrentQuiz = z.infer<typeof currentQuizSchema>;
export const currentQuizResponseSchema = z.object({ session: currentQuizSchema.nullable() });
