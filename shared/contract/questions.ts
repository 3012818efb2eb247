// The question form [product#question-validation]: messages word for word; the server applies the
// same schema.
import { z } from 'zod';
import { ratingSummarySchema } from './discussion.ts';
import { int4Id } from './integers.ts';
import { isPlainText, userText } from './user-text.ts';
import { optionIds, revealedQuestionSchema } from './question-view.ts';
import { imageHashSchema, questionImagesInputSchema, questionImageViewSchema } from './images.ts';
import { questionMessages } from './question-messages.ts';

// The messages live in a Zod-free module Write Question reads on its first load.
export { questionMessages } from './question-messages.ts';

// Defined with the question view (which this module builds on); re-exported for existing users.
export { optionIds, type OptionId } from './question-view.ts';

const answer = (letter: string) =>
  userText({
    label: `Answer ${letter}`,
    required: `Answer ${letter} is required`,
    max: 500,
    tooLong: questionMessages.answerTooLong,
  });

/**
 * http and https only: javascript: and data: URLs must never reach a page as a link. No user or
 * password either: "https://trusted.example@evil.example/" is a phishing device, and a real one
 * would be a secret shown to every reader.
 */
export const referenceSchema = z
  .string({ error: questionMessages.referenceRequired })
  .trim()
  .min(1, { error: questionMessages.referenceRequired })
  .max(2000, { error: questionMessages.referenceTooLong })
  .refine(
    (value) => {
      // The URL parser would quietly drop or escape control characters: refuse them instead.
      if (!isPlainText(value)) return false;
      try {
        const url = new URL(value);
        return (
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          url.hostname !== '' &&
          url.username === '' &&
          url.password === ''
        );
      } catch {
        return false;
      }
    },
    { error: questionMessages.referenceInvalid },
  );

/**
 * The fields in the form's order of rules (question, answers, correct answer, explanation,
 * reference, topics): Zod reports issues in key order, and the first one is the toast (and the
 * server's 400 message).
 */
export const questionInputSchema = z.object({
  questionText: userText({
    label: 'Question',
    required: questionMessages.questionTooShort,
    min: 10,
    max: 1000,
    tooLong: questionMessages.questionTooLong,
    multiline: true,
  }),
  // no answers at all: the first of them is missing
  answers: z.object(
    { a: answer('A'), b: answer('B'), c: answer('C'), d: answer('D') },
    { error: 'Answer A is required' },
  ),
  correctAnswer: z.enum(optionIds, { error: questionMessages.correctRequired }),
  explanation: userText({
    label: 'Explanation',
    required: questionMessages.explanationTooShort,
    min: 10,
    max: 2000,
    tooLong: questionMessages.explanationTooLong,
    multiline: true,
  }),
  reference: referenceSchema,
  topicIds: z
    .array(int4Id(questionMessages.topicUnknown), { error: questionMessages.topicsRequired })
    .min(1, { error: questionMessages.topicsRequired })
    .max(3, { error: questionMessages.topicsTooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: questionMessages.topicDuplicate }),
  /** up to two images (uploaded first to POST /api/images), each with alt text; none if absent */
  images: questionImagesInputSchema,
});
export type QuestionInput = z.infer<typeof questionInputSchema>;

/** GET /api/questions/mine — My Questions, newest first. */
const myQuestionSchema = z.object({
  id: z.uuid(),
  questionText: z.string(),
  topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
  isPublished: z.boolean(),
  /** nectar for writing it */
  points: z.number().int(),
  createdAt: z.string(),
  /** what the trainees who answered it think of it (ADR 038) */
  ratings: ratingSummarySchema,
  /** flags waiting for the author to fix the question or dismiss them (ADR 039) */
  openFlags: z.number().int(),
  /** open flags from 3 different users hold it out of quizzes until the author acts */
  heldByFlags: z.boolean(),
});
export const myQuestionsSchema = z.array(myQuestionSchema);
export type MyQuestion = z.infer<typeof myQuestionSchema>;

/** GET /api/questions/:id — the author's own question, whole (edit form and preview). */
export const questionDetailSchema = revealedQuestionSchema.extend({
  topics: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** nectar for writing it */
  points: z.number().int(),
  isPublished: z.boolean(),
  createdAt: z.string(),
  /** with their hashes, which the edit form sends back */
  images: z.array(questionImageViewSchema.extend({ hash: imageHashSchema })),
});
export type QuestionDetail = z.infer<typeof questionDetailSchema>;

/** At most 30 new questions an hour per user ([product#nectar-for-writing]). */
export const questionsPerHour = 30;
