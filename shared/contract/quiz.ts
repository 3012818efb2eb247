// Quiz sessions: the server picks and issues the questions, then checks the whole quiz in one
// request [product#quiz-flow, #quizzes]. Correct answers never appear before completion, or before
// a tutor session's check of that question (ADR 075).
import { z } from 'zod';
import { confidenceSchema } from './confidence.ts';
import { customStartSchema } from './custom-test.ts';
import { examStartSchema, examStateSchema, examSummarySchema } from './exam.ts';
import { int4Id } from './integers.ts';
import {
  authoredQuestionViewSchema,
  questionOptionIdSchema,
  questionRevealSchema,
  withheldRevealSchema,
} from './question-view.ts';
import { quizMessages } from './quizzes.ts';
import { shareCodeSchema } from './share-code.ts';
import { claimTokenHeader } from './claim-token.ts';

export const optionIdSchema = questionOptionIdSchema;

/** A visitor's claim token as the server issues it (base64url): nothing else can ever match. */
export const claimTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'No quiz data found' });

export { claimTokenHeader };

/** GET /api/quiz-sessions/:id/result's headers: a visitor shows the attempt is theirs with its
 * claim token, in a header so that it never sits in a logged URL. Loose: the other headers stay. */
export const resultHeadersSchema = z.looseObject({
  [claimTokenHeader]: claimTokenSchema.optional(),
});

/** 'all' means up to 1000 questions [product#quiz-selection]. */
export const maxQuizQuestions = 1000;
export const reviewQuizSize = 10;
/** A due quiz asks at most this many of the questions due today, oldest due first. */
export const dueQuizSize = 20;
/** A saved quiz asks this many saved questions, newest saved first, unless 'all' is asked for. */
export const savedQuizSize = 20;

/** A review quiz asks the questions last answered incorrectly, or correctly. */
export const reviewModeSchema = z.enum(['incorrect', 'correct']);
export type ReviewMode = z.infer<typeof reviewModeSchema>;

/** POST /api/quiz-sessions — the navigation state of /answer. */
const questionBankStartSchema = z.object({
  type: z.enum(['quick', 'topic']).default('quick'),
  topicId: int4Id('Topic not found').optional(),
  questionCount: z
    .union([z.number().int().min(1).max(maxQuizQuestions), z.literal('all')])
    .default(10),
  /** review-options: only questions last answered incorrectly / correctly */
  reviewMode: reviewModeSchema.optional(),
  /** false when the user chose to redo a completed topic: correct questions come back too */
  excludeCorrect: z.boolean().default(true),
  /** tutor mode (ADR 075): check each question before the end; absent: the profile's setting */
  tutor: z.boolean().optional(),
});

/** POST /api/quiz-sessions — /take-quiz/{shareCode}: a shared quiz's live questions, in order. */
const sharedQuizStartSchema = z.object({
  type: z.literal('shared-quiz'),
  shareCode: shareCodeSchema(quizMessages.notFound),
  /** tutor mode (ADR 075): check each question before the end; absent: the profile's setting */
  tutor: z.boolean().optional(),
});

/** POST /api/quiz-sessions — spaced review (ADR 031): the signed-in user's due questions. */
const dueStartSchema = z.object({
  type: z.literal('due'),
  /** tutor mode (ADR 075): check each question before the end; absent: the profile's setting */
  tutor: z.boolean().optional(),
});

/** POST /api/quiz-sessions — the signed-in user's saved questions (ADR 033), up to 20 or all. */
const savedStartSchema = z.object({
  type: z.literal('saved'),
  questionCount: z.union([z.literal(savedQuizSize), z.literal('all')]).default(savedQuizSize),
  /** tutor mode (ADR 075): check each question before the end; absent: the profile's setting */
  tutor: z.boolean().optional(),
});

export const startQuizSchema = z.discriminatedUnion('type', [
  examStartSchema,
  sharedQuizStartSchema,
  dueStartSchema,
  savedStartSchema,
  customStartSchema,
  questionBankStartSchema,
]);
export type StartQuizInput = z.input<typeof startQuizSchema>;

/** An issued question: the one question view with its author, never the answer key. */
export const quizQuestionSchema = authoredQuestionViewSchema;
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** The review-options state [product#review-options]: counts over the quiz's scope. */
export const scopeStatsSchema = z.object({
  totalQuestions: z.number().int(),
  correctCount: z.number().int(),
  incorrectCount: z.number().int(),
});
export type ScopeStats = z.infer<typeof scopeStatsSchema>;

export const quizTypeSchema = z.enum([
  'quick',
  'topic',
  'review',
  'shared-quiz',
  'due',
  'saved',
  'exam',
  'custom',
]);
export type QuizType = z.infer<typeof quizTypeSchema>;

export const sharedQuizInfoSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  creatorName: z.string(),
});

/** An issued session: its questions without the answer key. */
export const readySessionSchema = z.object({
  id: z.uuid(),
  quizType: quizTypeSchema,
  topicId: z.number().int().nullable(),
  reviewMode: reviewModeSchema.nullable(),
  /** the shared quiz taken (shared-quiz sessions only) */
  quiz: sharedQuizInfoSchema.nullable(),
  /** anonymous visitors only: the secret that later links the attempt to their account */
  claimToken: z.string().nullable(),
  questions: z.array(quizQuestionSchema),
  /** exams only: the deadline and the answers saved so far */
  exam: examStateSchema.nullable(),
  /** tutor mode (ADR 075); always sent, absent only from sessions a browser kept from before it */
  tutor: z.boolean().optional(),
});

export type ReadySession = z.infer<typeof readySessionSchema>;

export const startQuizResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ready'), session: readySessionSchema }),
  /** a signed-in user has attempted every question of the scope: go to review-options */
  z.object({ status: z.literal('all-attempted'), stats: scopeStatsSchema }),
  /** nothing to ask (no questions in the scope, or none for that review mode) */
  z.object({ status: z.literal('empty') }),
]);
export type StartQuizResponse = z.infer<typeof startQuizResponseSchema>;

/** POST /api/quiz-sessions/:id/complete — every answer of the quiz at once. */
export const completeQuizSchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: z.uuid(),
        selectedAnswer: optionIdSchema,
        /** how sure the user said they were before checking (ADR 035); optional */
        confidence: confidenceSchema.optional(),
      }),
    )
    .max(maxQuizQuestions),
  /** required for an anonymous session */
  claimToken: claimTokenSchema.optional(),
});
export type CompleteQuizInput = z.infer<typeof completeQuizSchema>;

const questionView = authoredQuestionViewSchema.shape;

/**
 * One question of a result: the question view (its id as `questionId`, its author), the answer
 * scored and the reveal, withheld for a question left unanswered. Fields in the order they have
 * always been sent.
 */
export const questionResultSchema = z.object({
  questionId: questionView.id,
  questionText: questionView.questionText,
  topics: questionView.topics,
  answers: questionView.answers,
  /** the question's images (ADR 040); results stored before them read back with none */
  images: questionView.images,
  /**
   * null when the question was left unanswered; in a shared quiz an unanswered question counts as
   * option a [product#unanswered-as-a] and shows 'a' here, its answer key still hidden
   */
  selectedAnswer: optionIdSchema.nullable(),
  isCorrect: z.boolean(),
  /** the answer key, explanation, reference and peer statistics: null for a question left
   * unanswered */
  ...withheldRevealSchema.shape,
  /** nectar this answer earned (1 the first time a question is answered correctly) */
  points: z.number().int(),
  createdBy: questionView.createdBy,
  /** the viewer wrote it (only authors share their questions) */
  ownQuestion: z.boolean(),
});
export type QuestionResult = z.infer<typeof questionResultSchema>;

export const quizResultSchema = z.object({
  sessionId: z.uuid(),
  quizType: quizTypeSchema,
  topicId: z.number().int().nullable(),
  totalQuestions: z.number().int(),
  correctAnswers: z.number().int(),
  scorePercentage: z.number().int(),
  pointsEarned: z.number().int(),
  /** every question was written by the viewer: 0 points, the revision message */
  isRevision: z.boolean(),
  /** false for anonymous visitors: nothing is saved until they sign up */
  saved: z.boolean(),
  completedAt: z.string(),
  results: z.array(questionResultSchema),
  /** exams only: time used, topics and percentile (absent from every other result) */
  exam: examSummarySchema.optional(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** POST /api/quiz-sessions/claim — after sign-up or sign-in, the visitor's pending attempts. */
export const claimAttemptsSchema = z.object({
  attempts: z.array(z.object({ id: z.uuid(), claimToken: claimTokenSchema })).max(50),
});
export const claimAttemptsResponseSchema = z.object({
  linked: z.array(z.uuid()),
  /** attempts that could not be linked (wrong or used token, expired, not completed) */
  rejected: z.array(z.uuid()),
  pointsEarned: z.number().int(),
});

/** GET /api/quiz-sessions/exams/current — the signed-in user's exam in progress (a reload resumes
 * it), or null; an exam whose time ran out is submitted first and is not returned. */
export const currentExamResponseSchema = z.object({ session: readySessionSchema.nullable() });

/**
 * GET /api/quiz-sessions/:id/seen-answers — for a quiz kept for offline study (ADR 048): the
 * answer key of each of its questions the user has already answered (and so seen revealed), so
 * the offline quiz can show those results at once. Never a question the user has not answered.
 */
export const seenAnswerSchema = questionRevealSchema.extend({ questionId: z.uuid() });
export type SeenAnswer = z.infer<typeof seenAnswerSchema>;
export const seenAnswersResponseSchema = z.object({ answers: z.array(seenAnswerSchema) });
