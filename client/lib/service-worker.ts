/// <reference types="vite-plugin-pwa/client" />
// Registers the service worker (production builds only: main.tsx; docs/decisions/008-pwa.md).
//
// A new version never takes over by itself: it waits until the user chooses Reload (the toast of
// components/layout/update-toast.tsx) or until every Hive tab is closed. Taking over under an
// open page would reload it under someone in the middle of a quiz, and the old version's lazy
// screens would no longer be in the cache.
import { registerSW } from 'virtual:pwa-register';
import { setUpdateState } from './app-update.ts';
import { queryClient } from './query-client.ts';

const hour = 60 * 60 * 1000;

/**
 * Runs `register` once the page has settled: after the load event, once no read has been in
 * flight for a second, at an idle moment (10 s after load at the latest). The first install
 * precaches every file of the app (89 requests, about 1 MB); started at the load event, it ran
 * beside the page's own reads and first renders, on a phone's network and CPU (issue 11).
 */
function whenSettled(register: () => void) {
  const quietChecks = 2;
  const checkEvery = 500;
  const latest = 10_000;
  let quiet = 0;
  let waited = 0;
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : run();
  const check = () => {
    quiet = queryClient.isFetching() > 0 ? 0 : quiet + 1;
    waited += checkEvery;
    if (quiet >= quietChecks || waited >= latest) idle(register);
    else setTimeout(check, checkEvery);
  };
  const start = () => setTimeout(check, checkEvery);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  let reloadRequested = false;
  // The first worker takes over an uncontrolled page (clientsClaim) with the very files the page
  // runs: not an update. Any later change of controller is a new version.
  let controlled = container.controller !== null;

  container.addEventListener('controllerchange', () => {
    if (reloadRequested) window.location.reload();
    else if (controlled) setUpdateState('taken-over'); // another tab chose Reload
    controlled = true;
  });

  function activateNewVersion() {
    const waiting = registration?.waiting;
    if (!waiting) {
      window.location.reload(); // it is active already
      return;
    }
    reloadRequested = true;
    waiting.postMessage({ type: 'SKIP_WAITING' }); // Workbox's message; controllerchange follows
  }

  // Registered once the page has settled: the first install downloads the whole app.
  whenSettled(() =>
    registerSW({
      immediate: true, // the load event has passed already (whenSettled)
      onNeedRefresh: () => setUpdateState('ready', activateNewVersion),
      // Without this the plugin reloads every open tab when one of them switches versions. We do
      // our own reloading above, and never unasked.
      onNeedReload: () => {},
      onRegisteredSW: (_url, reg) => {
        if (!reg) return;
        registration = reg;
        // A page may stay open for days (an installed app especially): look for a new version
        // every hour as well as on each full load.
        setInterval(() => {
          if (navigator.onLine && !reg.installing) reg.update().catch(() => {});
        }, hour);
      },
    }),
  );
}
