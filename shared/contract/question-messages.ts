// The question form's messages [product#question-validation], word for word, without Zod: Write
// Question's first script reads them and must not carry Zod (ADR 044); questions.ts
// re-exports them.
export const questionMessages = {
  questionTooShort: 'Question must be at least 10 characters',
  questionTooLong: 'Question must be less than 1000 characters',
  answerTooLong: 'Answer must be less than 500 characters',
  correctRequired: 'Please select the correct answer',
  explanationTooShort: 'Explanation must be at least 10 characters',
  explanationTooLong: 'Explanation must be less than 2000 characters',
  referenceInvalid: 'Must be a valid URL',
  referenceRequired: 'Reference URL is required',
  /** ours, not the spec's: a stored URL needs a bound too */
  referenceTooLong: 'Reference URL must be less than 2000 characters',
  topicsRequired: 'At least one topic is required',
  topicsTooMany: 'Maximum 3 topics allowed',
  topicDuplicate: 'Topic already added',
  topicUnknown: 'Please choose topics from the list',
} as const;
