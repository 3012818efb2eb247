/// <reference types="vite-plugin-pwa/client" />
// Registers the service worker (production builds only: main.tsx; docs/decisions/008-pwa.md).
//
// A new version never takes over by itself: it waits until the user chooses Reload (the toast of
// components/layout/update-toast.tsx) or until every Hive tab is closed. Taking over under an
// open page would reload it under someone in the middle of a quiz, and the old version's lazy
// screens would be gone from the cache.
import { registerSW } from 'virtual:pwa-register';
import { setUpdateState } from './app-update.ts';
import { queryClient } from './query-client.ts';
import { whenSettled } from './when-settled.ts';

const hour = 60 * 60 * 1000;

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

  // Registered once the page has settled: the first install precaches the whole app, which must
  // not compete with the page's reads (ADR 044).
  whenSettled(
    () => queryClient.isFetching() > 0,
    () =>
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
