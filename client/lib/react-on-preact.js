// What `react` is in the client build and the client tests: preact/compat (ADR 049), plus the
// React 19 hook that preact/compat 10 lacks and a library we use calls. JavaScript, not
// TypeScript: preact/compat's types are an `export =`, which `export *` cannot re-export; the
// code type-checks against React's own types (@types/react).
import { options } from 'preact';

export * from 'preact/compat';
export { default } from 'preact/compat';

// Effects (useEffect) run as soon as a render is done, before the browser hands the page another
// event. React guarantees that much (it flushes pending effects before a click or key is handled);
// Preact waits for the next frame, and the code counts on React's order: a ref updated in an
// effect (the quiz's keys read the latest runner from one) would still be the previous render's
// when a second key comes within the frame, and a hook's subscription would miss what happens then.
options.requestAnimationFrame = queueMicrotask;

/**
 * React Router's RouterProvider calls `useOptimistic` on every render (its optimistic state is
 * only set when `useTransitions` is on, which we never turn on). React shows an optimistic value
 * only while a transition is pending; preact/compat runs `startTransition` at once, so no
 * transition is ever pending and the value is always the one passed in.
 * @template S
 * @param {S} passthrough
 * @returns {[S, (action: unknown) => void]}
 */
export function useOptimistic(passthrough) {
  return [passthrough, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate() {}
