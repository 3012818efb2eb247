// GET /api/questions/similar: questions in the bank whose stem is like the one being written
// (ADR 037). Help while typing, so only the stem and its topics: never an answer, an
// explanation or the correct option.
import { z } from 'zod';
import { questionTopicSchema } from './question-view.ts';
import { similarTextMax, similarTextMin } from './similar-rules.ts';
import { userText } from './user-text.ts';

// The bounds live in a Zod-free module Write Question reads on its first load.
export { similarQuestionsLimit, similarTextPreview } from './similar-rules.ts';

export const similarQuestionsQuerySchema = z.object({
  text: userText({
    label: 'Text',
    required: `Text must be at least ${similarTextMin} characters`,
    min: similarTextMin,
    max: similarTextMax,
    tooLong: `Text must be at most ${similarTextMax} characters`,
    multiline: true,
  }),
  /** the question being edited, which is of course like itself */
  excludeId: z.uuid({ error: 'Question not found' }).optional(),
});

const similarQuestionSchema = z.object({
  id: z.uuid(),
  /** the stem, cut at 200 characters */
  questionText: z.string(),
  /** pg_trgm similarity, 0-1, two decimals */
  similarity: z.number().min(0).max(1),
  topics: z.array(questionTopicSchema),
});

export const similarQuestionsSchema = z.object({ items: z.array(similarQuestionSchema) });
export type SimilarQuestions = z.infer<typeof similarQuestionsSchema>;
