/// <reference types="vite-plugin-pwa/client" />
// Registers the service worker (production builds only: main.tsx; docs/decisions/008-pwa.md).
//
// A new version never takes over by itself: it waits until the user chooses Reload (the toast of
// components/layout/update-toast.tsx) or until every Hive tab is closed. Taking over under an
// open page would reload it under someone in the middle of a quiz, and the old version's lazy
// screens would no longer be in the cache.
import { registerSW } from 'virtual:pwa-register';
import { setUpdateState } from './app-update.ts';

const hour = 60 * 60 * 1000;

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  let reloadWhenActive = false;
  const skipWaiting = registerSW({
    onNeedRefresh: () =>
      setUpdateState('ready', () => {
        reloadWhenActive = true;
        void skipWaiting();
      }),
    // The new version now controls this page: reload at once if this page asked for it;
    // otherwise (another tab did) let the user choose when.
    onNeedReload: () => {
      if (reloadWhenActive) window.location.reload();
      else setUpdateState('taken-over');
    },
    // A page may stay open for days (an installed app especially): look for a new version every
    // hour as well as on each full load.
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => {});
      }, hour);
    },
  });
}
