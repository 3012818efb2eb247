// Whether the quiz runner asks "how sure are you?" (ADR 035): a preference of this device, in
// localStorage (askConfidence), shown unless the user turned it off in Profile Settings. It lives
// here because two features use it: profile writes it, quiz-sessions reads it. Blocked storage
// only means the default (shown) applies.
import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys.ts';

const listeners = new Set<() => void>();

function readAskConfidence(): boolean {
  try {
    return localStorage.getItem(storageKeys.askConfidence) !== 'false';
  } catch {
    return true;
  }
}

export function setAskConfidence(ask: boolean) {
  try {
    if (ask) localStorage.removeItem(storageKeys.askConfidence);
    else localStorage.setItem(storageKeys.askConfidence, 'false');
  } catch {
    // storage blocked: the control stays as it is by default
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab changed it
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.askConfidence) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The preference, re-rendering when it changes (here or in another tab). */
export function useAskConfidence(): boolean {
  // the third: the default, as a prerendered page (nothing stored) draws it
  return useSyncExternalStore(subscribe, readAskConfidence, () => true);
}
