// Session storage for every quiz session (/answer and /take-quiz alike), so a reload loses
// nothing: the quiz in progress keyed by session id; which session a share code opened (a reload
// of /take-quiz/{code} resumes it); and a visitor's claim token, which reads a finished quiz's
// result again. The result itself is never stored here: it lives in the query cache
// (quiz-result.ts). Blocked storage only means a reload starts again.
import { confidences, type Confidence } from '#shared/contract/confidences.ts';
import { optionIds, type OptionId } from '#shared/contract/option-ids.ts';
import type { QuestionResult, StartQuizResponse } from '#shared/contract/quiz.ts';
import { storageKeys } from '#client/lib/storage-keys.ts';
import { loadedQuizContracts } from './quiz-contracts.ts';

/** A started quiz as the server issued it: questions without their answers. */
export type ReadySession = Extract<StartQuizResponse, { status: 'ready' }>['session'];

export interface QuizProgress {
  session: ReadySession;
  /** committed answers by question id */
  answers: Record<string, OptionId>;
  index: number;
  /** Sure / Unsure / Guess by question id (ADR 035); absent in progress saved before it existed */
  confidence?: Record<string, Confidence>;
  /** what the server holds of each answer (ADR 075): a reload does not send them again */
  saved?: Record<string, SavedAnswer>;
  /** a tutor quiz's checked questions, their results as the check returned them (ADR 075) */
  checked?: Record<string, QuestionResult>;
  /** struck-out options by question id (ADR 079); absent in progress saved before them */
  struck?: Record<string, OptionId[]>;
}

/** One answer as the server holds it; selectedAnswer null: cleared; struck absent: none. */
interface SavedAnswer {
  selectedAnswer: OptionId | null;
  confidence: Confidence | null;
  struck?: OptionId[];
}

/** Stored struck options as a list of option ids, each once, in a b c d order. */
const struckList = (value: unknown): OptionId[] | null =>
  Array.isArray(value) ? optionIds.filter((id) => value.includes(id)) : null;

const isOptionId = (value: unknown): value is OptionId =>
  typeof value === 'string' && (optionIds as readonly string[]).includes(value);
const isConfidence = (value: unknown): value is Confidence =>
  typeof value === 'string' && (confidences as readonly string[]).includes(value);

const progressKey = (sessionId: string) => `${storageKeys.quizProgress}:${sessionId}`;
const sharedKey = (shareCode: string) => `${storageKeys.sharedQuizSession}:${shareCode}`;
const claimKey = (sessionId: string) => `${storageKeys.quizClaimToken}:${sessionId}`;
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

const readString = (key: string) => {
  const value = read(key);
  return typeof value === 'string' && value.length > 0 ? value : null;
};

export function saveProgress(progress: QuizProgress) {
  write(progressKey(progress.session.id), progress);
}

/** The session checked as the start response is; the quiz contracts must be loaded
 * (loadQuizContracts). */
export function loadProgress(sessionId: string): QuizProgress | null {
  const value = read(progressKey(sessionId));
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Partial<QuizProgress>;
  const response = loadedQuizContracts().quiz.startQuizResponseSchema.safeParse({
    status: 'ready',
    session: stored.session,
  });
  if (response.data?.status !== 'ready') return null;
  const { session } = response.data;
  if (session.id !== sessionId) return null;
  const ids = new Set(session.questions.map((q) => q.id));
  const answers: Record<string, OptionId> = {};
  for (const [id, option] of Object.entries(stored.answers ?? {})) {
    if (ids.has(id) && isOptionId(option)) answers[id] = option;
  }
  const confidence: Record<string, Confidence> = {};
  for (const [id, rating] of Object.entries(stored.confidence ?? {})) {
    if (ids.has(id) && isConfidence(rating)) confidence[id] = rating;
  }
  const saved: Record<string, SavedAnswer> = {};
  for (const [id, answer] of Object.entries(stored.saved ?? {})) {
    const { selectedAnswer, confidence: rating, struck } = (answer ?? {}) as Partial<SavedAnswer>;
    if (!ids.has(id) || !(selectedAnswer === null || isOptionId(selectedAnswer))) continue;
    const struckIds = struckList(struck);
    saved[id] = {
      selectedAnswer,
      confidence: isConfidence(rating) ? rating : null,
      ...(struckIds && { struck: struckIds }),
    };
  }
  const struck: Record<string, OptionId[]> = {};
  for (const [id, list] of Object.entries(stored.struck ?? {})) {
    const struckIds = struckList(list);
    // a struck option is never the answer: a copy that says otherwise keeps the answer
    if (ids.has(id) && struckIds) struck[id] = struckIds.filter((o) => o !== answers[id]);
  }
  const checked: Record<string, QuestionResult> = {};
  const { questionResultSchema } = loadedQuizContracts().quiz;
  for (const [id, result] of Object.entries(stored.checked ?? {})) {
    const parsed = questionResultSchema.safeParse(result);
    if (ids.has(id) && parsed.data?.questionId === id) checked[id] = parsed.data;
  }
  const count = session.questions.length;
  if (count === 0) return null;
  const index =
    typeof stored.index === 'number' && Number.isInteger(stored.index)
      ? Math.min(Math.max(0, stored.index), count - 1)
      : 0;
  return {
    session,
    answers,
    index,
    confidence,
    ...(Object.keys(saved).length > 0 && { saved }),
    ...(Object.keys(checked).length > 0 && { checked }),
    ...(Object.keys(struck).length > 0 && { struck }),
  };
}

export function clearProgress(sessionId: string) {
  remove(progressKey(sessionId));
}

/** The session this share code opened in this tab (running or finished), and the quiz's name. */
export interface SharedQuizSession {
  sessionId: string;
  quizName: string;
}

export function sharedQuizSession(shareCode: string): SharedQuizSession | null {
  const value = read(sharedKey(shareCode)) as Partial<SharedQuizSession> | null;
  if (typeof value?.sessionId !== 'string' || typeof value.quizName !== 'string') return null;
  return { sessionId: value.sessionId, quizName: value.quizName };
}

export function rememberSharedQuizSession(shareCode: string, session: SharedQuizSession) {
  write(sharedKey(shareCode), session);
}

/** Take it again: the next visit of the code starts a new session. */
export function forgetSharedQuizSession(shareCode: string) {
  remove(sharedKey(shareCode));
}

/** A visitor's claim token for a finished session: it reads the result again after a reload. */
export function saveClaimToken(sessionId: string, claimToken: string) {
  write(claimKey(sessionId), claimToken);
}

export function loadClaimToken(sessionId: string): string | null {
  return readString(claimKey(sessionId));
}

/** The reward pop-up shows once per quiz, not again on a reload. */
export function rewardAlreadyShown(sessionId: string): boolean {
  return read(rewardKey(sessionId)) === true;
}

export function markRewardShown(sessionId: string) {
  write(rewardKey(sessionId), true);
}
