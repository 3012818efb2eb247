// What this browser keeps for one user, removed when that user signs out or another account's
// session replaces theirs (ADR 060): so on a shared phone the next person finds nothing of the
// last one's (a draft, a quiz in progress, a kept download). The list of personal keys lives here,
// in one place; what features keep elsewhere (IndexedDB) is cleared by what they register with
// onPersonalStorageCleared. Keys that are a visitor's or the device's stay: pendingQuizAttempts
// (linked to whoever signs in next, by design), pwa-install-dismissed, theme, askConfidence
// and hive-signed-in-before.
import { storageKeys } from './storage-keys.ts';

/** localStorage keys written for the signed-in user. */
const personalLocalKeys = [storageKeys.questionDraft, storageKeys.flowState];
/** sessionStorage keys written for the signed-in user. */
const personalSessionKeys = [storageKeys.questionPreview, storageKeys.createQuizDraft];
/** sessionStorage key prefixes (`${prefix}:${id}`) written for the signed-in user. */
const personalSessionPrefixes = [
  storageKeys.quizProgress,
  storageKeys.sharedQuizSession,
  storageKeys.quizRewardShown,
  storageKeys.questionEditDraft,
];

type ClearedListener = (keptFor: string | null) => unknown;
const listeners = new Set<ClearedListener>();

/**
 * Runs `listener` whenever the personal keys are cleared, with the user whose things may stay
 * (null: no one). Returns the way to stop.
 */
export function onPersonalStorageCleared(listener: ClearedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function clearKeys(storage: Storage, exact: readonly string[], prefixes: readonly string[]) {
  const doomed = new Set(exact);
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key && prefixes.some((prefix) => key.startsWith(`${prefix}:`))) doomed.add(key);
  }
  for (const key of doomed) storage.removeItem(key);
}

/** Removes every personal key, and has the features clear what they keep for anyone else. */
export function clearPersonalStorage(keptFor: string | null) {
  try {
    clearKeys(localStorage, personalLocalKeys, []);
    clearKeys(sessionStorage, personalSessionKeys, personalSessionPrefixes);
  } catch {
    // storage blocked: nothing was kept in it either
  }
  forgetOthers(keptFor);
}

/** Has the features clear what they keep (asynchronously) for anyone but `keptFor`. */
function forgetOthers(keptFor: string | null) {
  for (const listener of listeners) {
    try {
      void Promise.resolve(listener(keptFor)).catch(() => {});
    } catch {
      // one feature's failure must not keep another's things on the device
    }
  }
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(storageKeys.storageOwner);
  } catch {
    return null;
  }
}

/**
 * Who the server says is signed in (null: no one). When the personal keys were written for
 * someone else, they are cleared first; true then. Things kept while no one was signed in are a
 * visitor's, and go on to whoever signs in (a visitor's quiz is theirs).
 */
export function setStorageOwner(userId: string | null): boolean {
  const previous = readOwner();
  const changed = previous !== null && previous !== userId;
  if (changed) clearPersonalStorage(userId);
  // The features' clean-up is asynchronous: a page left before it finished (a navigation right
  // after the change) would keep another user's things, so every session read sweeps again.
  else forgetOthers(userId);
  try {
    if (userId) localStorage.setItem(storageKeys.storageOwner, userId);
    else localStorage.removeItem(storageKeys.storageOwner);
  } catch {
    // storage blocked: nothing personal was kept either
  }
  return changed;
}
