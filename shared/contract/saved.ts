// Saved questions (ADR 033): a signed-in user bookmarks a question they have answered and keeps a
// private note on it; /saved lists and searches them and starts a quiz from them.
import { z } from 'zod';
import {
  answeredRevealSchema,
  questionOptionIdSchema,
  questionOptionsSchema,
  questionTopicSchema,
} from './question-view.ts';
import { questionImageViewSchema } from './images.ts';
import { plainString, userText } from './user-text.ts';

export const savedMessages = {
  notFound: 'Question not found',
  noteTooLong: 'Note must be at most 2000 characters',
} as const;

export const maxNoteLength = 2000;

/** PUT /api/saved/:questionId — save (or update the note of) an answered question. */
export const saveQuestionSchema = z.object({
  /** optional: an empty note is a bookmark without words */
  note: z.union([
    z.literal(''),
    userText({
      label: 'Note',
      required: 'Note is empty',
      max: maxNoteLength,
      tooLong: savedMessages.noteTooLong,
      multiline: true,
    }),
  ]),
});

/** GET /api/saved?q= — search words in the question text and the note. */
export const savedSearchSchema = z.object({
  q: plainString(200, 'Search must be at most 200 characters').optional(),
});

const savedQuestionSchema = z.object({
  questionId: z.uuid(),
  questionText: z.string(),
  topics: z.array(questionTopicSchema),
  answers: questionOptionsSchema,
  images: z.array(questionImageViewSchema),
  /** the user's last answer to it */
  selectedAnswer: questionOptionIdSchema,
  isCorrect: z.boolean(),
  ...answeredRevealSchema.shape,
  note: z.string(),
  savedAt: z.string(),
  updatedAt: z.string(),
});
export type SavedQuestion = z.infer<typeof savedQuestionSchema>;

export const savedListSchema = z.object({ items: z.array(savedQuestionSchema) });
export type SavedList = z.infer<typeof savedListSchema>;
