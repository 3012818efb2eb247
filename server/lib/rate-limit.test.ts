// The fixed-window counters (rate-limit.ts): concurrent hits must count exactly as one after
// another would, on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { hitRateLimit } from './rate-limit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const limit = { max: 20, windowSeconds: 600 };
const hitsOn = (key: string, n: number) =>
  Promise.all(Array.from({ length: n }, () => hitRateLimit(t.db, key, limit)));

async function storedCount(key: string): Promise<number> {
  const result = await t.db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key}`,
  );
  return result.rows[0]!.count;
}

describe('hitRateLimit', () => {
  it('gives 30 concurrent hits on one key the places 1 to 30, and allows the first 20', async () => {
    const hits = await hitsOn('test:one-key', 30);
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect(hits.filter((h) => h.allowed)).toHaveLength(20);
    for (const hit of hits) expect(hit.allowed).toBe(hit.count <= 20);
    expect(await storedCount('test:one-key')).toBe(30);
  });

  it('counts each key apart when hits on several keys arrive at once', async () => {
    const keys = ['test:a', 'test:b', 'test:c'];
    const hits = await Promise.all(
      Array.from({ length: 24 }, (_, i) => hitRateLimit(t.db, keys[i % 3]!, limit)),
    );
    for (const [k, key] of keys.entries()) {
      const places = hits.filter((_, i) => i % 3 === k).map((h) => h.count);
      expect(places.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(await storedCount(key)).toBe(8);
    }
  });

  it('starts a window past its end again, and says when the current one ends', async () => {
    await hitsOn('test:window', 25);
    await t.db.execute(
      sql`update rate_limits set window_start = now() - interval '601 seconds' where key = 'test:window'`,
    );
    const hits = await hitsOn('test:window', 5);
    expect(hits.map((h) => h.count).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(hits.every((h) => h.allowed)).toBe(true);
    for (const hit of hits) {
      expect(hit.retryAfterSeconds).toBeGreaterThan(590);
      expect(hit.retryAfterSeconds).toBeLessThanOrEqual(600);
    }
    expect(await storedCount('test:window')).toBe(5);
  });

  it('refuses once the window is full, and gives the seconds left in it', async () => {
    await t.db.execute(
      sql`insert into rate_limits (key, window_start, count)
          values ('test:full', now() - interval '500 seconds', 20)`,
    );
    const [hit] = await hitsOn('test:full', 1);
    expect(hit).toMatchObject({ allowed: false, count: 21 });
    expect(hit!.retryAfterSeconds).toBeGreaterThanOrEqual(99);
    expect(hit!.retryAfterSeconds).toBeLessThanOrEqual(101);
  });
});
