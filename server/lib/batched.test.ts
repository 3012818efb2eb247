// The batcher behind the group-committed statements (batched.ts, ADR 057): a call alone goes at
// once; calls that arrive while a batch is out go together in the next; each gets its own result;
// a failed batch fails only the calls whose item fails alone.
import { describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { batched, batchedByKey } from './batched.ts';

/** A `run` that records its batches and answers each item doubled, once released. */
function recorder() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = (items: number[]) => {
    batches.push(items);
    return new Promise<number[]>((resolve) => {
      releases.push(() => resolve(items.map((n) => n * 2)));
    });
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { batches, run, releaseAll };
}

describe('batched', () => {
  it('sends a call alone at once, and the calls that arrive meanwhile together after it', async () => {
    const r = recorder();
    const call = batched(r.run, { maxBatch: 10, maxInFlight: 1 });
    const first = call(1);
    expect(r.batches).toEqual([[1]]);
    const rest = [2, 3, 4].map(call);
    expect(r.batches).toEqual([[1]]); // waiting for the first
    await r.releaseAll();
    expect(await first).toBe(2);
    expect(await Promise.all(rest)).toEqual([4, 6, 8]);
    expect(r.batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps to maxBatch and maxInFlight', async () => {
    const r = recorder();
    const call = batched(r.run, { maxBatch: 2, maxInFlight: 2 });
    const results = [1, 2, 3, 4, 5, 6].map(call);
    expect(r.batches).toEqual([[1], [2]]);
    await r.releaseAll();
    expect(await Promise.all(results)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(r.batches).toEqual([[1], [2], [3, 4], [5, 6]]);
  });

  it('runs each item of a failed batch alone, so that only the bad one fails', async () => {
    const batches: number[][] = [];
    const call = batched(
      async (items: number[]) => {
        batches.push(items);
        await new Promise((r) => setImmediate(r));
        if (items.includes(13)) throw new Error('unlucky');
        return items.map((n) => n * 2);
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const results = await Promise.allSettled([1, 12, 13, 14].map(call));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      2,
      24,
      'failed',
      28,
    ]);
    expect(batches).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
  });

  it('goes on after a failure', async () => {
    let fail = true;
    const call = batched(
      async (items: number[]) => {
        if (fail) throw new Error('down');
        return items;
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    await expect(call(1)).rejects.toThrow('down');
    fail = false;
    expect(await call(2)).toBe(2);
  });
});

describe('batchedByKey', () => {
  it('reads each distinct key of a batch once and gives a key without a row null', async () => {
    const reads: string[][] = [];
    const lookup = batchedByKey(
      async (_db: Database, keys: string[]) => {
        reads.push(keys);
        await new Promise((r) => setImmediate(r));
        // found in another order than asked, and no row for 'gone'
        return keys
          .filter((k) => k !== 'gone')
          .reverse()
          .map((key) => ({ key, n: key.length }));
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const db = {} as Database; // the batcher is kept per database handle; nothing is queried
    const results = await Promise.all(
      ['a', 'bb', 'a', 'gone', 'ccc', 'bb'].map((k) => lookup(db, k)),
    );
    expect(results).toEqual([{ n: 1 }, { n: 2 }, { n: 1 }, null, { n: 3 }, { n: 2 }]);
    expect(reads).toEqual([['a'], ['bb', 'a', 'gone', 'ccc']]); // the first alone, then the rest once each
  });
});
