// What the page knows about a new version of the app, for components/layout/update-toast.tsx.
// lib/service-worker.ts feeds it; kept apart so that nothing here needs the service worker.
import { useSyncExternalStore } from 'react';

/**
 * - idle: nothing to do.
 * - ready: a new version is installed and waiting; Reload switches to it.
 * - taken-over: another tab switched to the new version; this page still runs the old code, and
 *   Reload loads the new one.
 */
export type UpdateState = 'idle' | 'ready' | 'taken-over';

let state: UpdateState = 'idle';
let activate: (() => void) | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function setUpdateState(next: UpdateState, activateNewVersion?: () => void) {
  state = next;
  if (activateNewVersion) activate = activateNewVersion;
  for (const listener of listeners) listener();
}

/** Where the app stands on updates; re-renders when it changes. */
export function useUpdateState(): UpdateState {
  // the third: what the prerendered /auth drew, for the render that takes it over
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'idle',
  );
}

/** Switches to the new version and reloads the page. Call only when the user asks for it. */
export function applyUpdate() {
  if (state === 'ready' && activate) activate();
  else window.location.reload();
}
