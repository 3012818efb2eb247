// cachedFor: one load for concurrent callers, the value from memory within its age, a reload
// after it, and a failed load never kept.
import { describe, expect, it } from 'vitest';
import { cachedFor } from './cached-value.ts';

describe('cachedFor', () => {
  it('loads once for concurrent callers and serves memory until the value is too old', async () => {
    let loads = 0;
    const get = cachedFor(50, async () => ++loads);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    expect(await get()).toBe(1);
    expect(loads).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await get()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    let loads = 0;
    const get = cachedFor(10_000, async () => {
      loads++;
      if (loads === 1) throw new Error('database unreachable');
      return 'topics';
    });
    await expect(get()).rejects.toThrow('database unreachable');
    expect(await get()).toBe('topics');
  });
});
