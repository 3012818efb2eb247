// Quizzes a visitor completed while signed out [product#visitor-attempts]: each is kept in
// localStorage (pendingQuizAttempts) with the secret claim token the server issued. After a
// successful sign-up or sign-in the list is sent to the server, which links the attempts to the
// account; then the list is removed. If linking fails, the error is only logged and the list stays.
import { api } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { storageKeys } from '#client/lib/storage-keys.ts';
import { loadQuizContracts } from './quiz-contracts.ts';

export interface PendingAttempt {
  id: string;
  claimToken: string;
}

/** The server accepts at most this many attempts per claim; older ones are dropped first. */
const maxPending = 50;

const isPendingAttempt = (value: unknown): value is PendingAttempt =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PendingAttempt).id === 'string' &&
  typeof (value as PendingAttempt).claimToken === 'string' &&
  (value as PendingAttempt).claimToken.length > 0;

export function readPendingAttempts(): PendingAttempt[] {
  try {
    const raw = localStorage.getItem(storageKeys.pendingQuizAttempts);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isPendingAttempt) : [];
  } catch {
    return [];
  }
}

function write(attempts: PendingAttempt[]) {
  try {
    localStorage.setItem(storageKeys.pendingQuizAttempts, JSON.stringify(attempts));
  } catch {
    // storage full or blocked: the attempt simply stays unlinked
  }
}

/** Remembers a completed anonymous attempt (once per id). */
export function addPendingAttempt(attempt: PendingAttempt) {
  const others = readPendingAttempts().filter((a) => a.id !== attempt.id);
  write([...others, attempt].slice(-maxPending));
}

export function clearPendingAttempts() {
  try {
    localStorage.removeItem(storageKeys.pendingQuizAttempts);
  } catch {
    // nothing to do
  }
}

let inFlight: Promise<void> | null = null;

/**
 * Links the pending attempts to the signed-in user. Safe to call more than once: a call while
 * one is running joins it. Never throws.
 */
export function claimPendingAttempts(): Promise<void> {
  inFlight ??= claim().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function claim() {
  const attempts = readPendingAttempts();
  if (attempts.length === 0) return;
  try {
    const [json, { quiz }] = await Promise.all([
      api<unknown>('/api/quiz-sessions/claim', { body: { attempts } }),
      loadQuizContracts(),
    ]);
    const result = quiz.claimAttemptsResponseSchema.parse(json);
    // Linked or refused for good (used, expired, wrong token): either way the list is done.
    clearPendingAttempts();
    if (result.linked.length > 0) {
      // Points, stats and history now include the linked answers.
      void queryClient.invalidateQueries();
    }
  } catch (error) {
    console.error('Could not link your earlier quiz attempts', error);
  }
}
