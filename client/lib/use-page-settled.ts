// Whether the document's first page has settled (when-settled.ts): for what the reader did not
// come for (the bell, the results screen fetched ahead), so that it does not share a phone's slow
// link and CPU with the page's own reads and first paint (ADR 044, docs/performance.md "What waits
// for the page").
// Once settled, it stays so for the life of the document: later pages do not wait.
import { useSyncExternalStore } from 'react';
import { queryClient } from './query-client.ts';
import { whenSettled } from './when-settled.ts';

let settled = false;
let watching = false;
const listeners = new Set<() => void>();

/** Reads or writes in flight: a quiz start is a write the page is waiting for. */
const busy = () => queryClient.isFetching() + queryClient.isMutating() > 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!watching) {
    watching = true;
    whenSettled(busy, () => {
      settled = true;
      for (const notify of listeners) notify();
    });
  }
  return () => listeners.delete(listener);
}

export function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => settled,
  );
}
