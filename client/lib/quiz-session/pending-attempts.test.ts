import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addPendingAttempt,
  claimPendingAttempts,
  clearPendingAttempts,
  readPendingAttempts,
} from './pending-attempts.ts';
import { queryClient } from '#client/lib/query-client.ts';
import { storageKeys } from '#client/lib/storage-keys.ts';

const id = (n: number) => `1a2b3c4d-0000-4000-8000-${String(n).padStart(12, '0')}`;
const attempt = (n: number) => ({ id: id(n), claimToken: `token_${n}` });

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the pending attempts list', () => {
  it('is empty with nothing stored', () => {
    expect(readPendingAttempts()).toEqual([]);
  });

  it('round-trips in localStorage', () => {
    addPendingAttempt(attempt(1));
    addPendingAttempt(attempt(2));
    expect(readPendingAttempts()).toEqual([attempt(1), attempt(2)]);
    expect(localStorage.getItem(storageKeys.pendingQuizAttempts)).not.toBeNull();
  });

  it('keeps one entry per attempt id, the latest token', () => {
    addPendingAttempt(attempt(1));
    addPendingAttempt(attempt(2));
    addPendingAttempt({ id: id(1), claimToken: 'newer' });
    expect(readPendingAttempts()).toEqual([attempt(2), { id: id(1), claimToken: 'newer' }]);
  });

  it('keeps the 50 newest attempts, dropping the oldest first', () => {
    for (let n = 1; n <= 55; n++) addPendingAttempt(attempt(n));
    const kept = readPendingAttempts();
    expect(kept).toHaveLength(50);
    expect(kept[0]).toEqual(attempt(6));
    expect(kept.at(-1)).toEqual(attempt(55));
  });

  it('ignores corrupt JSON, a non-array, and malformed entries', () => {
    localStorage.setItem(storageKeys.pendingQuizAttempts, '[{"id":');
    expect(readPendingAttempts()).toEqual([]);
    localStorage.setItem(storageKeys.pendingQuizAttempts, JSON.stringify({ id: id(1) }));
    expect(readPendingAttempts()).toEqual([]);
    localStorage.setItem(
      storageKeys.pendingQuizAttempts,
      JSON.stringify([attempt(1), { id: id(2), claimToken: '' }, { id: 3 }, null, 'x']),
    );
    expect(readPendingAttempts()).toEqual([attempt(1)]);
  });

  it('is removed by clearPendingAttempts', () => {
    addPendingAttempt(attempt(1));
    clearPendingAttempts();
    expect(localStorage.getItem(storageKeys.pendingQuizAttempts)).toBeNull();
  });

  it('does not throw when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => addPendingAttempt(attempt(1))).not.toThrow();
    expect(readPendingAttempts()).toEqual([]);
  });
});

describe('claimPendingAttempts', () => {
  it('sends nothing when there is nothing to claim', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await claimPendingAttempts();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the list once, clears it, and refreshes the queries when attempts were linked', async () => {
    addPendingAttempt(attempt(1));
    addPendingAttempt(attempt(2));
    const fetch = vi.fn(() =>
      Promise.resolve(jsonResponse(200, { linked: [id(1)], rejected: [id(2)], pointsEarned: 3 })),
    );
    vi.stubGlobal('fetch', fetch);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();

    // A second call while the first runs joins it: one request.
    await Promise.all([claimPendingAttempts(), claimPendingAttempts()]);

    expect(fetch).toHaveBeenCalledTimes(1);
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/quiz-sessions/claim');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ attempts: [attempt(1), attempt(2)] });
    expect(localStorage.getItem(storageKeys.pendingQuizAttempts)).toBeNull();
    expect(invalidate).toHaveBeenCalled();
  });

  it('keeps the list, and only logs, when the claim fails', async () => {
    addPendingAttempt(attempt(1));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(claimPendingAttempts()).resolves.toBeUndefined();

    expect(readPendingAttempts()).toEqual([attempt(1)]);
    expect(log).toHaveBeenCalled();
  });

  it('keeps the list when the server answers with something unexpected', async () => {
    addPendingAttempt(attempt(1));
    vi.stubGlobal('fetch', () => Promise.resolve(jsonResponse(200, { linked: 'all' })));
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await claimPendingAttempts();

    expect(readPendingAttempts()).toEqual([attempt(1)]);
  });
});
