// Session storage for the quiz in progress and its result, so a reload loses nothing: the
// in-progress quiz is keyed by session id; the latest result (with the claim token a visitor
// needs to read it again) sits under one key.
import type { OptionId } from '#shared/contract/questions.ts';
import {
  quizResultSchema,
  startQuizResponseSchema,
  type QuizResult,
  type StartQuizResponse,
} from '#shared/contract/quiz.ts';
import { storageKeys } from '#client/lib/storage-keys.ts';

/** A started quiz as the server issued it: questions without their answers. */
export type ReadySession = Extract<StartQuizResponse, { status: 'ready' }>['session'];

export interface QuizProgress {
  session: ReadySession;
  /** committed answers by question id */
  answers: Record<string, OptionId>;
  index: number;
}

export interface StoredResult {
  sessionId: string;
  claimToken: string | null;
  result: QuizResult;
}

const isOptionId = (value: unknown): value is OptionId =>
  value === 'a' || value === 'b' || value === 'c' || value === 'd';

const progressKey = (sessionId: string) => `${storageKeys.quizProgress}:${sessionId}`;
const rewardKey = (sessionId: string) => `${storageKeys.quizRewardShown}:${sessionId}`;

function read(key: string): unknown {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the quiz still works, it just will not survive a reload
  }
}

function remove(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // nothing to do
  }
}

export function saveProgress(progress: QuizProgress) {
  write(progressKey(progress.session.id), progress);
}

export function loadProgress(sessionId: string): QuizProgress | null {
  const value = read(progressKey(sessionId));
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<QuizProgress>;
  const session = startQuizResponseSchema.safeParse({ status: 'ready', session: stored.session });
  if (!session.success || session.data.status !== 'ready') return null;
  const ids = new Set(session.data.session.questions.map((q) => q.id));
  const answers: Record<string, OptionId> = {};
  for (const [id, option] of Object.entries(stored.answers ?? {})) {
    if (ids.has(id) && isOptionId(option)) answers[id] = option;
  }
  const count = session.data.session.questions.length;
  if (count === 0) return null;
  const index =
    typeof stored.index === 'number' && Number.isInteger(stored.index)
      ? Math.min(Math.max(0, stored.index), count - 1)
      : 0;
  return { session: session.data.session, answers, index };
}

export function clearProgress(sessionId: string) {
  remove(progressKey(sessionId));
}

export function saveResult(stored: StoredResult) {
  write(storageKeys.quizResult, stored);
}

/** The stored result, if it is the one asked for (or any, when no id is given). */
export function loadResult(sessionId?: string): StoredResult | null {
  const value = read(storageKeys.quizResult);
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<StoredResult>;
  const result = quizResultSchema.safeParse(stored.result);
  if (!result.success) return null;
  if (sessionId && result.data.sessionId !== sessionId) return null;
  return {
    sessionId: result.data.sessionId,
    claimToken: typeof stored.claimToken === 'string' ? stored.claimToken : null,
    result: result.data,
  };
}

/** The reward pop-up shows once per quiz, not again on a reload. */
export function rewardAlreadyShown(sessionId: string): boolean {
  return read(rewardKey(sessionId)) === true;
}

export function markRewardShown(sessionId: string) {
  write(rewardKey(sessionId), true);
}
