// The regional totals come from a snapshot (regional-snapshot.ts), refreshed off the request path:
// an API write shows on the next read, a change made outside this app (another server, plain SQL)
// within the snapshot's refresh interval, and reads and writes share the O(users) sums.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RegionalStat } from '#shared/contract/stats.ts';
import { RegionalSnapshot, regionalSnapshotMaxAgeMs } from './regional-snapshot.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function southlandPoints(): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: '/api/stats/regional' });
  expect(response.statusCode).toBe(200);
  return (response.json() as RegionalStat[]).find((r) => r.region === 'Southland')!.totalPoints;
}

describe('regional snapshot', () => {
  it('shows an API write at once and an outside write within its maximum age', async () => {
    const account = await signUpAndSignIn(t.app);
    expect(await southlandPoints()).toBe(0);
    // an outside change first; the onboarding (an API write) refreshes the snapshot after it
    await t.db.execute(sql`update profiles set points = 7 where id = ${account.userId}`);
    const onboarded = await t.app.inject({
      method: 'POST',
      url: '/api/profile/onboarding',
      headers: { origin: testOrigin, cookie: account.cookie },
      payload: { gpepClass: 'Southland', gpepYear: 2025 },
    });
    expect(onboarded.statusCode).toBe(200);
    expect(await southlandPoints()).toBe(7);

    const outsideAt = Date.now();
    await t.db.execute(sql`update profiles set points = 9 where id = ${account.userId}`);
    expect(await southlandPoints()).toBe(7);
    await new Promise((r) =>
      setTimeout(r, regionalSnapshotMaxAgeMs - (Date.now() - outsideAt) + 300),
    );
    expect(await southlandPoints()).toBe(9);
  });

  it('answers reads from memory; a read after writes waits for one sum begun after them', async () => {
    // the real database, with the snapshot's statements counted on their way to it
    let sums = 0;
    const counted = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
        return (...args: Parameters<typeof target.execute>) => {
          sums++;
          return target.execute(...args);
        };
      },
    });
    const snapshot = new RegionalSnapshot(counted);
    await Promise.all([snapshot.get(), snapshot.get()]);
    expect(sums).toBe(1);
    for (let i = 0; i < 5; i++) await snapshot.get();
    expect(sums).toBe(1);

    const account = await signUpAndSignIn(t.app);
    await t.db.execute(sql`update profiles set gpep_class = 'Tairāwhiti', points = 11
                           where id = ${account.userId}`);
    // writes that no read follows run no sum: the next read runs one for them all
    for (let i = 0; i < 10; i++) snapshot.markStale();
    expect(sums).toBe(1);
    const tairawhiti = async () => (await snapshot.get()).find((r) => r.region === 'Tairāwhiti')!;
    expect((await tairawhiti()).totalPoints).toBe(11);
    expect(sums).toBe(2);

    // a write that commits while a read's sum is in flight: the next read waits for one more
    snapshot.markStale();
    const inFlight = snapshot.get();
    await t.db.execute(sql`update profiles set points = 12 where id = ${account.userId}`);
    snapshot.markStale();
    expect((await tairawhiti()).totalPoints).toBe(12);
    await inFlight;
    await snapshot.settled();
    expect(sums).toBe(4);
  });
});
