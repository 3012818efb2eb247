// What the browser keeps for one user goes when they sign out or another account's session
// replaces theirs (ADR 060); a visitor's and the device's keys stay. Through the session's own
// entry points (the session read, sign-out) with a stubbed fetch at the network boundary.
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearPersonalStorage,
  onPersonalStorageCleared,
  setStorageOwner,
} from './personal-storage.ts';
import { queryClient } from './query-client.ts';
import { forgetSession, useSession } from './session.ts';
import { storageKeys } from './storage-keys.ts';

const draft = JSON.stringify({ questionText: "Ana's stem" });

/** Everything a signed-in user leaves in the two storages, and the keys that must stay. */
function writeEverything() {
  localStorage.setItem(storageKeys.questionDraft, draft);
  localStorage.setItem(storageKeys.flowState, JSON.stringify({ currentStep: 'see-results' }));
  localStorage.setItem(storageKeys.pendingQuizAttempts, '[]');
  localStorage.setItem(storageKeys.pwaInstallDismissed, 'true');
  localStorage.setItem(storageKeys.theme, 'dark');
  localStorage.setItem(storageKeys.askConfidence, 'false');
  localStorage.setItem(storageKeys.signedInBefore, '1');
  sessionStorage.setItem(storageKeys.questionPreview, JSON.stringify({ draft }));
  sessionStorage.setItem(storageKeys.createQuizDraft, '{}');
  sessionStorage.setItem(`${storageKeys.quizProgress}:s1`, '{}');
  sessionStorage.setItem(`${storageKeys.sharedQuizSession}:CODE`, '{}');
  sessionStorage.setItem(`${storageKeys.quizRewardShown}:s1`, 'true');
  sessionStorage.setItem(`${storageKeys.questionEditDraft}:q1`, draft);
  sessionStorage.setItem(`${storageKeys.quizClaimToken}:s2`, '"token"');
}

const keys = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, i) => storage.key(i)!).sort();

const deviceAndVisitorKeys = {
  local: [
    storageKeys.askConfidence,
    storageKeys.pendingQuizAttempts,
    storageKeys.pwaInstallDismissed,
    storageKeys.theme,
    storageKeys.signedInBefore,
  ].sort(),
  session: [`${storageKeys.quizClaimToken}:s2`],
};

/** The session's own keys (who is signed in now) aside, only the device's and a visitor's. */
function expectOnlyDeviceAndVisitorKeys() {
  const sessionKeys: string[] = [storageKeys.storageOwner, storageKeys.lastSession];
  expect(keys(localStorage).filter((key) => !sessionKeys.includes(key))).toEqual(
    deviceAndVisitorKeys.local,
  );
  expect(keys(sessionStorage)).toEqual(deviceAndVisitorKeys.session);
}

const user = (id: string, name: string) => ({
  user: { id, name, email: `${id}@example.test`, image: null },
  profile: null,
});

/** The server's /api/session answer, whoever `signedIn` names. */
function stubSession(signedIn: () => ReturnType<typeof user> | { user: null; profile: null }) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify(signedIn()), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: queryClient }, children);

async function readSession() {
  const { result, unmount } = renderHook(() => useSession(), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  unmount();
  queryClient.removeQueries({ queryKey: ['session'] }); // the next call reads it again
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the personal keys of a shared browser', () => {
  it('go at sign-out: the next user finds no draft, no quiz, no preview', async () => {
    stubSession(() => user('ana', 'Ana'));
    await readSession();
    writeEverything();

    forgetSession();
    expectOnlyDeviceAndVisitorKeys();
    expect(localStorage.getItem(storageKeys.storageOwner)).toBeNull();
  });

  it('go when the server names another user without a sign-out (an expired session)', async () => {
    let signedIn = user('ana', 'Ana');
    stubSession(() => signedIn);
    await readSession();
    writeEverything();

    signedIn = user('tama', 'Tama');
    await readSession();
    expectOnlyDeviceAndVisitorKeys();
    expect(localStorage.getItem(storageKeys.storageOwner)).toBe('tama');
  });

  it("go from memory too: the next user's screens never get the last user's reads", async () => {
    let signedIn = user('ana', 'Ana');
    stubSession(() => signedIn);
    await readSession();
    queryClient.setQueryData(['stats', 'summary'], { points: 42 });
    await readSession();
    expect(queryClient.getQueryData(['stats', 'summary'])).toEqual({ points: 42 });

    signedIn = user('tama', 'Tama');
    await readSession();
    expect(queryClient.getQueryData(['stats', 'summary'])).toBeUndefined();
  });

  it('go when the server says no one is signed in any more', async () => {
    let signedIn: ReturnType<typeof user> | { user: null; profile: null } = user('ana', 'Ana');
    stubSession(() => signedIn);
    await readSession();
    writeEverything();

    signedIn = { user: null, profile: null };
    await readSession();
    expectOnlyDeviceAndVisitorKeys();
  });

  it('stay for the same user, and what a visitor kept goes on to whoever signs in', async () => {
    stubSession(() => user('ana', 'Ana'));
    writeEverything(); // as a visitor: their quiz and flow are theirs to keep when they sign in
    await readSession();
    await readSession();
    expect(localStorage.getItem(storageKeys.questionDraft)).toBe(draft);
    expect(sessionStorage.getItem(`${storageKeys.quizProgress}:s1`)).toBe('{}');
    expect(localStorage.getItem(storageKeys.storageOwner)).toBe('ana');
  });

  it('tell the features whose things may stay at every session read, so a sweep cut short by a navigation runs again', () => {
    const cleared = vi.fn();
    const stop = onPersonalStorageCleared(cleared);
    setStorageOwner('ana');
    setStorageOwner('ana');
    expect(cleared.mock.calls).toEqual([['ana'], ['ana']]);
    setStorageOwner('tama');
    expect(cleared).toHaveBeenLastCalledWith('tama');
    expect(cleared).toHaveBeenCalledTimes(3);
    clearPersonalStorage(null);
    expect(cleared).toHaveBeenLastCalledWith(null);
    stop();
  });

  it('a failing feature does not stop the others from clearing', () => {
    const stopFailing = onPersonalStorageCleared(() => {
      throw new Error('IndexedDB blocked');
    });
    const rejecting = onPersonalStorageCleared(() => Promise.reject(new Error('blocked')));
    const cleared = vi.fn();
    const stop = onPersonalStorageCleared(cleared);
    writeEverything();
    clearPersonalStorage(null);
    expect(cleared).toHaveBeenCalledOnce();
    expectOnlyDeviceAndVisitorKeys();
    stopFailing();
    rejecting();
    stop();
  });
});
