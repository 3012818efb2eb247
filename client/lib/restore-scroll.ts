// Back to a page returns to where the reader was: React Router's <ScrollRestoration>
// (root-layout.tsx) saves each page's position and, on Back, scrolls to it in a layout effect. On
// Preact (ADR 049) that effect can run before the page has been drawn: the router's new state
// reaches <ScrollRestoration> and <Outlet> as two renders, and the first commits while the
// previous page is still on screen, so the browser clamps the position to that page's height
// (Back from /my-quizzes, 839 px tall, put /learn at 0 instead of 1,450). The router's state
// says which position it restores; it is applied again in the next frame, before that frame is
// painted and once the page is drawn. A forward navigation goes to the top, which needs no second
// try.

interface RouterLike {
  subscribe: (listener: (state: { restoreScrollPosition: number | false | null }) => void) => void;
}

export function restoreScrollOnceDrawn(router: RouterLike) {
  router.subscribe(({ restoreScrollPosition }) => {
    if (typeof restoreScrollPosition !== 'number') return;
    requestAnimationFrame(() => window.scrollTo(0, restoreScrollPosition));
  });
}
