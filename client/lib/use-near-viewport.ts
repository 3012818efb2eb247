import { useEffect, useState } from 'react';

// True once the element has come within a screen's height of the viewport, and from then on. For
// the reads of a long list's lower parts: /results mounts a rating panel and a thread under each
// of its questions, and reading all twenty at once makes See Results one long task on a throttled
// phone (docs/performance.md, "See Results"). Their markup still renders at once (the buttons stay in the tab order); only
// their reads wait, and start a screen ahead of the reader.
const ahead = '100% 0px';

export function useNearViewport<T extends Element>() {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    // No observer (an old browser, a component test's DOM): read at once, as before.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ahead },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near] as const;
}
