// One question on the wire, wherever it is shown (issue 8): its options are always the array
// [{ id, text }] in a-d order. The view never carries the answer key; the revealed form adds it,
// the explanation and the reference once the viewer may see them.
import { z } from 'zod';

export const optionIds = ['a', 'b', 'c', 'd'] as const;
export type OptionId = (typeof optionIds)[number];

export const questionOptionIdSchema = z.enum(optionIds);

/** One answer option. Per-option statistics (how many chose it) would be added here. */
export const questionOptionSchema = z.object({ id: questionOptionIdSchema, text: z.string() });
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

/**
 * The reveal as a result shows it: all null for a question left unanswered, whose answer key is
 * never revealed (issue 7, defect 3).
 */
export const withheldRevealSchema = z.object({
  correctAnswer: questionRevealSchema.shape.correctAnswer.nullable(),
  explanation: questionRevealSchema.shape.explanation.nullable(),
  reference: questionRevealSchema.shape.reference.nullable(),
});
export type WithheldReveal = z.infer<typeof withheldRevealSchema>;

/** The question after it is answered (or to its author). */
export const revealedQuestionSchema = questionViewSchema.extend(questionRevealSchema.shape);
export type RevealedQuestion = z.infer<typeof revealedQuestionSchema>;
