// What buildApp needs to know, derived from the environment once (tests build it directly).
import { join, resolve } from 'node:path';
import type { Env } from './env.ts';
import type { Limit } from './lib/rate-limit.ts';

export interface RateLimits {
  signInPerIp: Limit;
  /** password guesses at one account from one client: the wall an attacker meets */
  signInPerAccountAndIp: Limit;
  /** every guess at one account from anywhere: a high ceiling, so that an attacker elsewhere
   * slows the owner down (auth.routes.ts delays) long before locking them out */
  signInPerAccount: Limit;
  signUpPerIp: Limit;
  resetPerIp: Limit;
  resetPerAccount: Limit;
  /** Better Auth's own limiter, per address and endpoint: the backstop if ours is ever bypassed */
  authLibraryPerIp: Limit;
  /** mails of one kind (reset, verification, flag) to one address, whatever asked for them */
  mailPerAddress: Limit;
  /** quiz starts per account or visitor's client: each one writes a session row */
  quizStarts: Limit;
  /** the custom test builder's live counts (ADR 080): each one counts over the bank */
  builderCounts: Limit;
  /** an exam's answers and marks saved as they are given: one per tap, 100 questions a sitting */
  examAnswers: Limit;
  /** any other quiz's answers saved and checked as they are given (ADR 075): one per tap */
  quizAnswers: Limit;
  /** answers to shared questions per account or client: each one counts toward statistics */
  sharedChecks: Limit;
  /** each avatar upload is decoded and re-encoded (CPU) and written to the upload store */
  avatarUploadsPerUser: Limit;
  /** question image uploads: each is decoded and re-encoded (CPU) and stored in the database */
  imageUploads: Limit;
  /** similar-question look-ups while a stem is typed: one trigram query each */
  similarSearches: Limit;
  /** comments posted, edited or reported per account (ADR 038): each one can reach an author's bell */
  commentWrites: Limit;
  /** flag-thread replies and dismissals per account (ADR 039): each one reaches the other side's bell */
  flagMessages: Limit;
  /** questions flagged per account (ADR 058): three accounts' flags hold a question out of quizzes */
  flags: Limit;
}

export const defaultRateLimits: RateLimits = {
  signInPerIp: { max: 60, windowSeconds: 15 * 60 },
  signInPerAccountAndIp: { max: 10, windowSeconds: 15 * 60 },
  signInPerAccount: { max: 100, windowSeconds: 15 * 60 },
  // A whole class may sign up together from one hospital network.
  signUpPerIp: { max: 30, windowSeconds: 60 * 60 },
  resetPerIp: { max: 20, windowSeconds: 60 * 60 },
  resetPerAccount: { max: 5, windowSeconds: 60 * 60 },
  mailPerAddress: { max: 3, windowSeconds: 60 * 60 },
  authLibraryPerIp: { max: 100, windowSeconds: 60 },
  // A quiz takes a trainee a minute or more; these leave room for retries and many tabs.
  quizStarts: { max: 60, windowSeconds: 10 * 60 },
  // One count per filter change, debounced in the browser: a few dozen for a test built slowly.
  builderCounts: { max: 300, windowSeconds: 10 * 60 },
  sharedChecks: { max: 120, windowSeconds: 10 * 60 },
  // A 100-question exam with changes of mind and marks; a script is still stopped quickly.
  examAnswers: { max: 600, windowSeconds: 10 * 60 },
  // A save per tap and change of mind, a check per question: a quiz of 'all' at a steady pace.
  quizAnswers: { max: 600, windowSeconds: 10 * 60 },
  // Far more than anyone changes their picture; a script looping on the endpoint meets it fast.
  avatarUploadsPerUser: { max: 10, windowSeconds: 60 * 60 },
  // Two images per question, 30 questions an hour, with room for second tries.
  imageUploads: { max: 60, windowSeconds: 60 * 60 },
  // Debounced at 400 ms in the browser: a stem typed with pauses makes a few dozen look-ups.
  similarSearches: { max: 120, windowSeconds: 10 * 60 },
  // A lively thread is a few comments a minute; a script posting into bells meets this fast.
  commentWrites: { max: 20, windowSeconds: 10 * 60 },
  // A conversation about one flag is a few messages; the same ceiling as comments.
  flagMessages: { max: 20, windowSeconds: 10 * 60 },
  // A careful trainee flags a few questions a week; three accounts flagging at this ceiling can
  // hold at most 10 questions a day, each for at most 7 days (ADR 058).
  flags: { max: 10, windowSeconds: 24 * 60 * 60 },
};

export interface AppConfig {
  /** where users reach the app; links in e-mails start with it */
  publicUrl: string;
  /** origins allowed to make state-changing requests */
  trustedOrigins: string[];
  authSecret: string;
  dataDir: string;
  smtpUrl?: string | undefined;
  mailFrom: string;
  trustProxy: false | number | string[];
  /** the built SPA; not served when absent (API-only tests) */
  clientDir?: string | undefined;
  rateLimits: RateLimits;
  /** register the bench-only ceiling routes (/api/bench, ADR 073); absent unless asked for */
  benchRoutes?: boolean | undefined;
  /**
   * scrypt's cost (N) for passwords; production leaves it unset (Better Auth's 16384). Only the
   * server and trust tests lower it (ADR 054), and no environment variable can.
   */
  passwordScryptCost?: number | undefined;
}

export function configFromEnv(env: Env, authSecret: string): AppConfig {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const trustedOrigins = [new URL(publicUrl).origin];
  if (!env.PUBLIC_URL) trustedOrigins.push(`http://127.0.0.1:${env.PORT}`);
  return {
    publicUrl,
    trustedOrigins,
    authSecret,
    dataDir: resolve(env.DATA_DIR),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    trustProxy: env.TRUST_PROXY,
    clientDir: join(import.meta.dirname, '..', 'dist', 'client'),
    rateLimits: defaultRateLimits,
    benchRoutes: env.HIVE_BENCH_ROUTES,
  };
}
