// The session cache's own rules, on a fake clock: an entry lives for the TTL and never past its
// session's expiry, and forgetting a session or a user removes every cookie that names it.
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';

function cacheAt(ttlMs = 5_000) {
  const clock = { now: 1_000_000 };
  return { clock, cache: new SessionCache<string>(ttlMs, () => clock.now) };
}

const far = new Date(10_000_000_000_000);
const session = (token: string, userId: string, expiresAt = far) => ({ token, userId, expiresAt });

describe('session cache', () => {
  it('keeps an entry for the TTL and not after', () => {
    const { clock, cache } = cacheAt();
    cache.set('cookie-a', 'user a', session('a', 'u1'));
    clock.now += 4_999;
    expect(cache.get('cookie-a')).toBe('user a');
    clock.now += 1;
    expect(cache.get('cookie-a')).toBeUndefined();
  });

  it('never keeps an entry past its session expiry', () => {
    const { clock, cache } = cacheAt();
    cache.set('cookie-a', 'user a', session('a', 'u1', new Date(clock.now + 1_000)));
    clock.now += 1_000;
    expect(cache.get('cookie-a')).toBeUndefined();
  });

  it('forgets one session, or every session of one user', () => {
    const { cache } = cacheAt();
    cache.set('cookie-a', 'user 1', session('a', 'u1'));
    cache.set('cookie-b', 'user 1', session('b', 'u1'));
    cache.set('cookie-c', 'user 2', session('c', 'u2'));
    cache.forgetSession('a');
    expect(cache.get('cookie-a')).toBeUndefined();
    expect(cache.get('cookie-b')).toBe('user 1');
    cache.forgetUser('u1');
    expect(cache.get('cookie-b')).toBeUndefined();
    expect(cache.get('cookie-c')).toBe('user 2');
  });

  it('does not cache a lookup that began before a revocation', () => {
    const { cache } = cacheAt();
    const revision = cache.revision;
    cache.forgetSession('a');
    cache.set('cookie-a', 'user 1', session('a', 'u1'), revision);
    expect(cache.get('cookie-a')).toBeUndefined();
  });
});
