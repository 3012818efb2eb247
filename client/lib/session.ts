// Who is signed in, and their profile: one query the whole app reads (header, guards, pages).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '#shared/contract/auth.ts';
import type { Profile } from '#shared/contract/profile.ts';
import { api, ApiError } from './api-client.ts';
import { setOfflineReadsUser } from './offline-reads.ts';
import { clearPersonalStorage, setStorageOwner } from './personal-storage.ts';
import { queryClient } from './query-client.ts';
import { storageKeys } from './storage-keys.ts';

export interface SessionState {
  user: SessionUser | null;
  profile: Profile | null;
}

/**
 * The last signed-in session seen (no secrets: the cookie stays httpOnly): for reloads without a
 * connection, and for the header while the session is read (root-layout.tsx).
 */
export function lastSession(): SessionState | undefined {
  try {
    const saved = localStorage.getItem(storageKeys.lastSession);
    return saved ? (JSON.parse(saved) as SessionState) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the personal keys changed hands (ADR 060): then nothing read for the last user stays. */
function remember(session: SessionState): boolean {
  // A new or no user: the reads kept for anyone else are deleted (ADR 048), and so is everything
  // else the browser kept for them (ADR 060).
  setOfflineReadsUser(session.user?.id ?? null);
  const changed = setStorageOwner(session.user?.id ?? null);
  try {
    if (session.user) {
      localStorage.setItem(storageKeys.lastSession, JSON.stringify(session));
      localStorage.setItem(storageKeys.signedInBefore, '1');
    } else localStorage.removeItem(storageKeys.lastSession);
  } catch {
    // storage full or blocked: the app works without it
  }
  return changed;
}

/** Whether this browser was signed in when the session was last read (no secrets either). */
export function wasSignedIn(): boolean {
  return Boolean(lastSession()?.user);
}

/**
 * Whether anyone has been signed in on this device (kept after sign-out: it is the device's, not
 * a user's): a first-time visitor's /auth opens on Sign Up [product#auth].
 */
export function signedInBefore(): boolean {
  try {
    return localStorage.getItem(storageKeys.signedInBefore) === '1';
  } catch {
    return true; // storage blocked: the spec's default tab
  }
}

/** Sign-out: forget the remembered session, and everything kept for the user (ADR 060). */
export function forgetSession() {
  if (!remember({ user: null, profile: null })) clearPersonalStorage(null);
}

const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: async () => {
    let session: SessionState;
    try {
      session = await api<SessionState>('/api/session');
    } catch (error) {
      // No answer at all (a dropped signal the browser has not noticed): the remembered session,
      // as offline below, so the pages can show what this user kept on the device (ADR 048).
      const last =
        error instanceof ApiError && error.code === 'NETWORK' ? lastSession() : undefined;
      if (!last) throw error;
      setOfflineReadsUser(last.user?.id ?? null);
      return last;
    }
    if (remember(session)) {
      // Someone else, or no one: the reads in memory were the last user's too; the next user's
      // screens must not paint them first (sign-out clears the whole cache itself).
      void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    }
    return session;
  },
  staleTime: 60_000,
  // Offline, show the remembered session instead of waiting for a connection forever; it is
  // marked stale (updatedAt 0) so the server's answer replaces it as soon as one arrives.
  // Online, always wait for the server: a remembered profile may be out of date (onboarding).
  initialData: () => {
    if (navigator.onLine) return undefined;
    const last = lastSession();
    // The reads this user kept on the device answer for the server while it cannot be reached.
    setOfflineReadsUser(last?.user?.id ?? null);
    return last;
  },
  initialDataUpdatedAt: 0,
  networkMode: 'offlineFirst',
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** After sign-in, sign-out or a profile change: read the session again. */
export function refreshSession() {
  return queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
}

export function setSessionProfile(profile: Profile) {
  queryClient.setQueryData(sessionQueryOptions.queryKey, (old: SessionState | undefined) =>
    old ? { ...old, profile } : old,
  );
}
