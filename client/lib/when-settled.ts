// When a page has settled after its load: for work that must not compete with the page's first
// reads and renders, such as the service worker's first install (client/lib/service-worker.ts,
// ADR 044).

const checkEvery = 500;
/** consecutive checks without a read in flight: a second */
const quietChecks = 2;
/** the latest, after the load event, whatever the reads do */
const latest = 10_000;

/**
 * Runs `run` once: after the load event, once `busy()` (reads in flight) has been false for a
 * second, at an idle moment; 10 s after the load event at the latest.
 */
export function whenSettled(busy: () => boolean, run: () => void) {
  let quiet = 0;
  let waited = 0;
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : run();
  const check = () => {
    quiet = busy() ? 0 : quiet + 1;
    waited += checkEvery;
    if (quiet >= quietChecks || waited >= latest) idle();
    else setTimeout(check, checkEvery);
  };
  const start = () => setTimeout(check, checkEvery);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
