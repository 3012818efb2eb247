// The browser's offer to install Hive (Chromium's `beforeinstallprompt`), kept for the install
// banner (components/layout/install-banner.tsx) and the /install page. The event may fire before
// React renders, so main.tsx calls startInstallPromptCapture() first thing.
import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys.ts';

/** Chromium's event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(next: BeforeInstallPromptEvent | null) {
  offer = next;
  for (const listener of listeners) listener();
}

function subscribeInstallPrompt(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Starts listening; call once, before rendering. */
export function startInstallPromptCapture() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: our banner (or /install) offers it instead
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

/** True when the browser offers installation now; re-renders when that changes. */
export function useCanInstall(): boolean {
  // the third: what the prerendered /auth drew (no offer), for the render that takes it over
  return useSyncExternalStore(
    subscribeInstallPrompt,
    () => offer !== null,
    () => false,
  );
}

/**
 * Shows the browser's install dialog. An offer can be used once, so it is dropped either way;
 * the browser may make a new one later. Declining the dialog, from the banner or from /install,
 * counts as the banner's "Not now" on this device.
 */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const pending = offer;
  if (!pending) return 'unavailable';
  set(null);
  await pending.prompt();
  const { outcome } = await pending.userChoice;
  if (outcome === 'dismissed') rememberInstallBannerDismissed();
  return outcome;
}

/** Running as the installed app (Android/desktop display-mode, or iOS home-screen Safari). */
export function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function isInstallBannerDismissed(): boolean {
  try {
    return localStorage.getItem(storageKeys.pwaInstallDismissed) === 'true';
  } catch {
    return false;
  }
}

/** "Not now": the banner stays away on this device [product#install-banner]. */
export function rememberInstallBannerDismissed() {
  try {
    localStorage.setItem(storageKeys.pwaInstallDismissed, 'true');
  } catch {
    // storage blocked: the banner goes for this page only
  }
}
