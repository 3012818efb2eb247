// The discussion's numbers and difficulty levels (ADR 038), without Zod: the results screens'
// first script reads them and must not carry Zod (issue 11, ADR 044); discussion.ts re-exports
// them beside its schemas.
/** Open reports from this many different users hide a comment until the question's author
 * keeps or removes it (ADR 038). */
export const commentHoldReports = 3;

export const maxCommentLength = 1000;

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];
