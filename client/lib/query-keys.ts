// The roots of the query keys that more than one feature touches. A quiz completed in
// quiz-sessions, or a shared question answered in sharing, changes every figure of the stats
// feature; features may not import each other, so the stats feature's queryOptions factories
// build their keys on these roots and the others invalidate by root. Every other key is made
// by its feature's own queryOptions factory.
export const queryRoots = {
  /** /api/stats/*: counts, summary, class ranking, regional, recent activity (not the histories) */
  stats: ['stats'],
  /** /api/stats/history/*: the answer histories (keyset pages) */
  history: ['history'],
} as const;
