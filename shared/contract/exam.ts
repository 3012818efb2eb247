// The timed mock exam (ADR 036): a quiz session of type 'exam' with a deadline on the
// server's clock. Answers are saved to the server as they are given, with no feedback, so the
// exam can be submitted on time even when the tab is closed; the result adds a summary (time
// used, topics, percentile) to the usual quiz result.
import { z } from 'zod';
import { questionOptionIdSchema } from './question-view.ts';
import { struckByQuestionSchema, struckOptionsSchema } from './strike-out.ts';

// The numbers and messages live in a Zod-free module the client reads on /exam's first load.
export {
  examGraceSeconds,
  examLengths,
  examMessages,
  examPercentileDays,
  examSecondsPerQuestion,
  type ExamLength,
} from './exam-rules.ts';

/** POST /api/quiz-sessions — start an exam. */
export const examStartSchema = z.object({
  type: z.literal('exam'),
  questionCount: z.union([z.literal(20), z.literal(50), z.literal(100)]),
  /** false: untimed, no deadline */
  timed: z.boolean().default(true),
});

/** Where a running exam stands, as the server holds it (sent at start and on resume). */
export const examStateSchema = z.object({
  /** null when untimed */
  deadlineAt: z.iso.datetime().nullable(),
  timeLimitSeconds: z.number().int().nullable(),
  /** the server's clock when this was sent: the countdown corrects the device's clock by it */
  serverNow: z.iso.datetime(),
  startedAt: z.iso.datetime(),
  /** the answers saved so far, by question id */
  answers: z.record(z.string(), questionOptionIdSchema),
  /** question ids marked for review */
  marked: z.array(z.string()),
  /** struck-out options by question id [product#strike-out]; absent: none */
  struck: struckByQuestionSchema.optional(),
});
export type ExamState = z.infer<typeof examStateSchema>;

/** PUT /api/quiz-sessions/:id/exam-answers/:questionId — one question's answer and mark. */
export const saveExamAnswerSchema = z.object({
  /** null clears the answer */
  selectedAnswer: questionOptionIdSchema.nullable(),
  marked: z.boolean(),
  /** the question's struck-out options, absent meaning none; never the selected answer (400) */
  struck: struckOptionsSchema.optional(),
});
export type SaveExamAnswerInput = z.infer<typeof saveExamAnswerSchema>;

export const saveExamAnswerResponseSchema = z.object({ saved: z.literal(true) });

/** One topic of an exam's result. A question in two topics counts in both. */
export const examTopicScoreSchema = z.object({
  topicId: z.number().int(),
  name: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
});

/** What an exam's result adds to the quiz result. */
export const examSummarySchema = z.object({
  timeLimitSeconds: z.number().int().nullable(),
  timeUsedSeconds: z.number().int(),
  /** submitted by the server when the time ran out */
  autoSubmitted: z.boolean(),
  topics: z.array(examTopicScoreSchema),
  /**
   * The share of sittings of the same length in the last 90 days (this one included) that scored
   * lower, counting ties as half: 0-100.
   */
  percentile: z.number().int(),
  /** how many sittings that percentile compares */
  sittings: z.number().int(),
});
export type ExamSummary = z.infer<typeof examSummarySchema>;

/** GET /api/stats/exams — the user's finished exams, newest first. */
export const examHistoryItemSchema = z.object({
  sessionId: z.uuid(),
  completedAt: z.iso.datetime(),
  totalQuestions: z.number().int(),
  correctAnswers: z.number().int(),
  scorePercentage: z.number().int(),
  timeLimitSeconds: z.number().int().nullable(),
  timeUsedSeconds: z.number().int(),
  autoSubmitted: z.boolean(),
});
export const examHistorySchema = z.array(examHistoryItemSchema);
export type ExamHistoryItem = z.infer<typeof examHistoryItemSchema>;
