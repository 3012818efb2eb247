// The discussion's numbers, difficulty levels and notice texts (ADR 038), without Zod: the results
// screens' first script and the header's notification bell read them and must not carry Zod
// (ADR 044); discussion.ts re-exports them beside its schemas.
/** Open reports from this many different users hide a comment until the question's author
 * keeps or removes it (ADR 038). */
export const commentHoldReports = 3;

export const maxCommentLength = 1000;

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const commentRemovedNotice = "Your comment was removed by the question's author";

export const ratingSummaryText = (count: number, qualityAverage: number | null) =>
  `Your question has ${count} ratings` +
  (qualityAverage === null ? '' : `: quality ${qualityAverage.toFixed(1)} / 5`);
