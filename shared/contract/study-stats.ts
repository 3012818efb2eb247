// The study screens' statistics payloads [product#question-bank, #stored-data]: the question bank's
// counts, the spaced review's due counts and the weakness coach's topics. A module of their own so
// that /learn and /question-bank, which load these contracts beside their requests, build only
// these few schemas, not all of stats.ts with the question views it imports (ADR 044);
// stats.ts re-exports them.
import { z } from 'zod';

const counts = {
  totalQuestions: z.number().int(),
  unattemptedQuestions: z.number().int(),
  incorrectQuestions: z.number().int(),
  correctQuestions: z.number().int(),
};

/** GET /api/stats/questions — the question bank panel and topic cards. */
export const questionStatsSchema = z.object({
  overall: z.object(counts),
  topics: z.array(z.object({ topicId: z.number().int(), topicName: z.string(), ...counts })),
});
export type QuestionStats = z.infer<typeof questionStatsSchema>;

/** GET /api/stats/due — the signed-in user's spaced review (ADR 031). */
export const dueCountsSchema = z.object({
  /** questions due today (New Zealand day): what a due quiz issues, 20 at a time */
  due: z.number().int(),
  /** topics with questions due today (a question in two topics counts in both) */
  topics: z.array(z.object({ topicId: z.number().int(), due: z.number().int() })),
  /** when nothing is due: when the next question falls due (null if none is scheduled) */
  nextDueAt: z.string().nullable(),
});
export type DueCounts = z.infer<typeof dueCountsSchema>;

/**
 * GET /api/stats/weak-topics — the weakness coach (ADR 034): the user's three weakest topics
 * (lowest accuracy among topics with at least 5 of their answers), weakest first, each beside
 * their GPEP class's accuracy in that topic (classmates' answers, the user's own left out).
 * Empty while no topic has 5 answers.
 */
export const weakTopicsSchema = z.object({
  gpepClass: z.string().nullable(),
  topics: z.array(
    z.object({
      topicId: z.number().int(),
      topicName: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      /** rounded percent */
      accuracy: z.number().int(),
      /** classmates' rounded percent in the topic; null when no classmate has answered in it */
      classAccuracy: z.number().int().nullable(),
      classAnswered: z.number().int(),
    }),
  ),
});
export type WeakTopics = z.infer<typeof weakTopicsSchema>;
