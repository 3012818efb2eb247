// The timed mock exam's numbers and messages (ADR 036), without Zod: /exam's first script reads
// them and must not carry Zod (ADR 044); exam.ts re-exports them beside its schemas.

/** The lengths an exam can have; drawn across topics in proportion to the bank. */
export const examLengths = [20, 50, 100] as const;
export type ExamLength = (typeof examLengths)[number];

/** The default time limit: 72 seconds a question (a 50-question exam is an hour). */
export const examSecondsPerQuestion = 72;

/**
 * After the deadline the server still takes answers this long: a tap made on the last second
 * must not be lost to network latency. After it, answers are refused and the exam is submitted
 * with what the server holds.
 */
export const examGraceSeconds = 15;

/** How far back the percentile looks: everyone who sat an exam of the same length. */
export const examPercentileDays = 90;

export const examMessages = {
  signIn: 'Sign in to sit an exam',
  timeUp: 'Time is up: your exam was submitted with the answers saved before the deadline',
  submitted: 'This exam has already been submitted',
  notExam: 'This quiz is not an exam',
  notInExam: 'This question is not part of the exam',
  emptyBank: 'There are no questions to sit an exam on yet',
} as const;
