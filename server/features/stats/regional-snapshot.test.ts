// The regional totals come from a snapshot (regional-snapshot.ts): an API write shows at once,
// a change made outside this app (another server, plain SQL) within the snapshot's maximum age.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RegionalStat } from '#shared/contract/stats.ts';
import { regionalSnapshotMaxAgeMs } from './regional-snapshot.ts';
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
    const onboarded = await t.app.inject({
      method: 'POST',
      url: '/api/profile/onboarding',
      headers: { origin: testOrigin, cookie: account.cookie },
      payload: { gpepClass: 'Southland', gpepYear: 2025 },
    });
    expect(onboarded.statusCode).toBe(200);
    await t.db.execute(sql`update profiles set points = 7 where id = ${account.userId}`);
    // the onboarding (an API write) made the snapshot stale: recomputed on this read
    expect(await southlandPoints()).toBe(7);

    const outsideAt = Date.now();
    await t.db.execute(sql`update profiles set points = 9 where id = ${account.userId}`);
    expect(await southlandPoints()).toBe(7);
    await new Promise((r) =>
      setTimeout(r, regionalSnapshotMaxAgeMs - (Date.now() - outsideAt) + 50),
    );
    expect(await southlandPoints()).toBe(9);
  });
});
