// The bench-only ceiling routes exist only when asked for (HIVE_BENCH_ROUTES): a normal server
// answers 404 there, a bench server answers them, the signed-in one only with a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parseEnv } from '#server/env.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let plain: TestApp;
let bench: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  bench = await createTestApp({ benchRoutes: true });
});
afterAll(async () => {
  await plain?.close();
  await bench?.close();
});

describe('bench routes', () => {
  it('are off unless HIVE_BENCH_ROUTES is set', () => {
    expect(parseEnv({}).HIVE_BENCH_ROUTES).toBe(false);
    expect(parseEnv({ HIVE_BENCH_ROUTES: '1' }).HIVE_BENCH_ROUTES).toBe(true);
  });

  it('answer 404 on a normal server, even signed in', async () => {
    const { cookie } = await signUpAndSignIn(plain.app);
    for (const url of [
      '/api/bench/ceiling',
      '/api/bench/ceiling-session',
      '/api/bench/ceiling-commit',
    ]) {
      const response = await plain.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answer on a bench server; the session ceiling needs a session', async () => {
    const ceiling = await bench.app.inject({ method: 'GET', url: '/api/bench/ceiling' });
    expect(ceiling.statusCode).toBe(200);
    expect(ceiling.json()).toEqual({ ok: true });

    const visitor = await bench.app.inject({ method: 'GET', url: '/api/bench/ceiling-session' });
    expect(visitor.statusCode).toBe(401);
    const { cookie } = await signUpAndSignIn(bench.app);
    const signedIn = await bench.app.inject({
      method: 'GET',
      url: '/api/bench/ceiling-session',
      headers: { cookie },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('the write ceiling commits one transaction with an id per request, and leaves none open', async () => {
    const xid = async () =>
      Number(
        (await bench.db.execute<{ x: string }>(sql`select txid_current()::text as x`)).rows[0]!.x,
      );
    const before = await xid();
    for (let i = 0; i < 3; i++) {
      const response = await bench.app.inject({ method: 'GET', url: '/api/bench/ceiling-commit' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    // three ids for the route's transactions, one for this statement's own (a job may add more)
    expect((await xid()) - before).toBeGreaterThanOrEqual(4);
    const open = await bench.db.execute<{ n: number }>(sql`select count(*)::int as n
      from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`);
    expect(open.rows[0]!.n).toBe(0);
  });
});
