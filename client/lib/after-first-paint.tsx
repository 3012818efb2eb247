import { useEffect, useState, type ReactNode } from 'react';

// The page the document was opened on draws what is below the fold after its first paint, a part
// per frame (ADR 044): on a throttled phone, one render of /learn or /question-bank with its data is
// a long task that blocks taps. In parts, the screen's own content is painted first and each task
// is shorter.
//
// Only while the document is still on its first page: a page reached by a link or by Back renders
// whole at once, so that the router's scroll restoration (Back to where the reader was) finds the
// page at its full height.
let onFirstPage = false;

interface RouterLike {
  state: { location: { key: string } };
  subscribe: (listener: (state: { location: { key: string } }) => void) => () => void;
}

/** client/main.tsx: parts are deferred until the router first leaves the page it started on. */
export function deferOnFirstPage(router: RouterLike) {
  const first = router.state.location.key;
  onFirstPage = true;
  const stop = router.subscribe(({ location }) => {
    if (location.key === first) return;
    onFirstPage = false;
    stop();
  });
}

/**
 * Its children one task after the frame that drew it has been painted, on the document's first
 * page; at once everywhere else (and in component tests, where deferOnFirstPage is not called).
 * Nested, each level is a part of its own: `<AfterPaint>{a}<AfterPaint>{b}</AfterPaint></AfterPaint>`
 * draws a, then b in the next frame.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(!onFirstPage);
  useEffect(() => {
    if (ready) return;
    // Effects run once the frame is painted; the timer gives this part a task of its own instead
    // of the end of the task that runs every effect of the page.
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready ? children : null;
}
