import { StrictMode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { deferOnFirstPage } from './lib/after-first-paint.tsx';
import { showFlashToast } from './lib/flash-toast.ts';
import { startInstallPromptCapture } from './lib/install-prompt.ts';
import { paths } from './lib/paths.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { wasSignedIn } from './lib/session.ts';
import { startThemeSync } from './lib/theme-preference.ts';
import './styles.css';

// Before React renders: the browser may offer installation at once, and the offer comes only once.
startInstallPromptCapture();
// Only a production build has a service worker (dev serves files straight from the sources).
if (import.meta.env.PROD) registerServiceWorker();
showFlashToast();
// theme.js, inlined in the head, chose the theme before the first paint; from here on it follows
// changes.
startThemeSync();

const root = document.getElementById('root')!;
// The server sends /auth's landing page already drawn (auth.html, written at build time by
// scripts/prerender.ts; ADR 051). It is taken over as it is (hydrated) when this browser's first
// render draws the same thing: on /auth, for a visitor. A browser that remembers a signed-in
// user shows the loader there instead, so it starts afresh, as every other page does.
const prerendered = root.hasChildNodes() && location.pathname === paths.auth && !wasSignedIn();
if (!prerendered) root.replaceChildren();
// Every page's first render is the page itself: with its lazy modules still loading, the router's
// first render would draw nothing (React Router warns of the missing HydrateFallback) and the page
// would need a second one. The page's head has already requested these modules (ADR 053).
await loadRouteModules();

const router = createBrowserRouter(routes);
// The first page draws its below-the-fold parts after its first paint (ADR 044).
deferOnFirstPage(router);
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
      <ButtonsLive />
    </Providers>
  </StrictMode>
);
if (prerendered) {
  // The app's modules ran in this task: the takeover of the drawn page gets a task of its own, so
  // that a slow phone meets two shorter tasks instead of one long one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  hydrateRoot(root, app);
} else createRoot(root).render(app);

/**
 * Buttons take taps again (styles.css) once the page's first effects have run and what they
 * changed is drawn: its state update is rendered with theirs, so a taken-over form's button is
 * a submit button by then (use-prerendered-form.ts). A timer after hydrateRoot could run before
 * React had rendered that.
 */
function ButtonsLive() {
  const [effectsRan, setEffectsRan] = useState(false);
  useEffect(() => setEffectsRan(true), []);
  useEffect(() => {
    if (effectsRan) document.documentElement.removeAttribute('data-prerendered');
  }, [effectsRan]);
  return null;
}

/**
 * The page's lazy route modules, so that the router's first render is the page, not a blank. A
 * module that fails to load (offline, a deploy in between) is left to the router, which loads it
 * again and shows the route's error page if it fails there too.
 */
async function loadRouteModules() {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const lazy = route.lazy;
      try {
        Object.assign(route, await lazy(), { lazy: undefined });
      } catch {
        // left lazy: the router's own load reports it
      }
    }),
  );
}
