// Light or dark (ADR 047): the system's setting unless the user chose one in Profile Settings. A
// preference of this device, in localStorage (theme: 'light' | 'dark'; absent = follow the
// system), like "Ask how sure I am". client/theme.js, inlined in the head, applies it before the
// first paint; this keeps <html data-theme> right afterwards: when the choice changes (here or in
// another tab) and when the system switches between day and night.
import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';

const listeners = new Set<() => void>();
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
/** the browser bar's colour in each theme (index.html has the light one) */
const barColour = { light: '#F5A524', dark: '#17110A' } as const;

function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(storageKeys.theme);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function applyTheme() {
  const choice = readThemeChoice();
  const theme = choice === 'system' ? (darkQuery().matches ? 'dark' : 'light') : choice;
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', barColour[theme]);
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(storageKeys.theme);
    else localStorage.setItem(storageKeys.theme, choice);
  } catch {
    // storage blocked: the choice lasts until the page is reloaded
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.theme) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice, re-rendering when it changes (here or in another tab). */
export function useThemeChoice(): ThemeChoice {
  // the third: the default, as a prerendered page (nothing stored) draws it
  return useSyncExternalStore(subscribe, readThemeChoice, () => 'system');
}

/** Keeps <html data-theme> in step with the choice and the system, for the page's lifetime. */
export function startThemeSync() {
  applyTheme();
  subscribe(applyTheme);
  darkQuery().addEventListener('change', applyTheme);
}
