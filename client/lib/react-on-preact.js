// What `react` is in the client build and the client tests: preact/compat (ADR 049), plus the
// React 19 hook that preact/compat 10 lacks and a library we use calls. JavaScript, not
// TypeScript: preact/compat's types are an `export =`, which `export *` cannot re-export; the
// code type-checks against React's own types (@types/react).
export * from 'preact/compat';
export { default } from 'preact/compat';

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
