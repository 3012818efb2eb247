// Deterministic pseudo-random numbers inside PostgreSQL for the bench data (ADR 073): every
// choice is a hash of a row number and a salt, so the same K gives the same rows on every run
// (only the time anchor moves with the run, so "due today" and "this week" stay meaningful).

/** A non-negative integer in [0, 2^32) from an integer SQL expression and a salt. */
export function h(expr: string, salt: number): string {
  return `(hashint8((${expr})::bigint * 64 + ${salt})::bigint + 2147483648)`;
}

/**
 * A UUID from a text SQL expression: md5 with the version (4) and variant (8) digits set, since
 * the API's schemas (z.uuid()) accept RFC 9562 UUIDs only.
 */
export function uuid(textExpr: string): string {
  return `overlay(overlay(md5(${textExpr}) placing '4' from 13) placing '8' from 17)::uuid`;
}

/**
 * A UUID that grows with an integer SQL expression: rows inserted in that order append to the
 * primary key's index instead of landing at random pages (bulk inserts several times faster).
 */
export function orderedUuid(intExpr: string): string {
  return `overlay(overlay(lpad(to_hex(${intExpr}), 32, '0') placing '4' from 13) placing '8' from 17)::uuid`;
}

/** The figures the generator builds around the K answers. */
export const shape = {
  /** trainees who answer; the first ones also sign in for the bench's write scenarios */
  users: 2000,
  /** authors of the generated questions (they do not answer, so no answer is to one's own) */
  authors: 100,
  questions: 3000,
  /** the heavy user's answers, on top of K */
  heavyAnswers: 20_000,
  /** answers per generated quiz session */
  perSession: 10,
  /** correct answers, in percent */
  correctPercent: 65,
  /** a shared quiz's questions */
  sharedQuizQuestions: 10,
} as const;

export const ids = {
  heavyUser: 'bench-heavy',
  user: (i: number) => `bench-u-${i}`,
  sharedQuestionCode: 'benchSharedQuestion01',
  sharedQuizCode: 'benchSharedQuiz001',
} as const;

/** Session token of a bench user (i = 0 is the heavy user); its cookie is signed in cookies.ts. */
export const sessionToken = (i: number) => `bench-session-token-${i}`;
