// One question on the wire, wherever it is shown (ADR 030): its options are always the array
// [{ id, text }] in a-d order. The view never carries the answer key; the revealed form adds it,
// the explanation and the reference once the viewer may see them.
import { z } from 'zod';
import { questionImageViewSchema } from './images.ts';
import { optionIds } from './option-ids.ts';

// The ids live in a Zod-free module the client's runner and forms read on their first load.
export { optionIds, type OptionId } from './option-ids.ts';

export const questionOptionIdSchema = z.enum(optionIds);

/** One answer option. Its statistics (how many chose it) travel with the reveal: see peerStats. */
const questionOptionSchema = z.object({ id: questionOptionIdSchema, text: z.string() });
export type QuestionOption = z.infer<typeof questionOptionSchema>;

/** The four options, a to d. */
export const questionOptionsSchema = z.array(questionOptionSchema).length(optionIds.length);

export const questionTopicSchema = z.object({ name: z.string() });

/** A question as anyone answering it sees it: never the answer key. */
export const questionViewSchema = z.object({
  id: z.uuid(),
  questionText: z.string(),
  topics: z.array(questionTopicSchema),
  /** the options (the name quiz sessions already use) */
  answers: questionOptionsSchema,
  /** what answering it is worth (1 in a quiz or from a share link) */
  points: z.number().int(),
  /** up to two images under the stem, with alt text and size (ADR 040) */
  images: z.array(questionImageViewSchema),
});
export type QuestionView = z.infer<typeof questionViewSchema>;

/** The view with its author, for the pages that must know whether the viewer wrote it. */
export const authoredQuestionViewSchema = questionViewSchema.extend({ createdBy: z.string() });
export type AuthoredQuestionView = z.infer<typeof authoredQuestionViewSchema>;

/** What answering reveals: the answer key, the explanation and the reference. */
export const questionRevealSchema = z.object({
  correctAnswer: questionOptionIdSchema,
  explanation: z.string(),
  reference: z.string(),
});
export type QuestionReveal = z.infer<typeof questionRevealSchema>;

/** Peer statistics appear once this many trainees other than the viewer and the author have
 * answered the question (ADR 032). */
export const minPeerAnswers = 5;

/**
 * How trainees answered a question on their first attempt (the author's own answers never
 * count), as whole percentages. It hints at the answer, so it travels only with a reveal.
 */
const peerStatsSchema = z.object({
  /** trainees whose first attempt is counted */
  answeredBy: z.number().int(),
  /** the difficulty: first attempts that were correct */
  correctPercent: z.number().int(),
  /** the share of first attempts that chose each option */
  options: z.object({
    a: z.number().int(),
    b: z.number().int(),
    c: z.number().int(),
    d: z.number().int(),
  }),
});
export type PeerStats = z.infer<typeof peerStatsSchema>;

/** The reveal as the viewer who answered sees it: with the peer statistics, null until enough
 * other trainees have answered. */
export const answeredRevealSchema = questionRevealSchema.extend({
  peerStats: peerStatsSchema.nullable(),
});
export type AnsweredReveal = z.infer<typeof answeredRevealSchema>;

/**
 * The reveal as a result shows it: all null for a question left unanswered, whose answer key is
 * never revealed.
 */
export const withheldRevealSchema = z.object({
  correctAnswer: questionRevealSchema.shape.correctAnswer.nullable(),
  explanation: questionRevealSchema.shape.explanation.nullable(),
  reference: questionRevealSchema.shape.reference.nullable(),
  peerStats: answeredRevealSchema.shape.peerStats,
});
export type WithheldReveal = z.infer<typeof withheldRevealSchema>;

/** The question after it is answered (or to its author). */
export const revealedQuestionSchema = questionViewSchema.extend(questionRevealSchema.shape);
export type RevealedQuestion = z.infer<typeof revealedQuestionSchema>;
