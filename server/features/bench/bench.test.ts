// The bench-only ceiling route exists only when asked for (HIVE_BENCH_ROUTES): a normal server
// answers 404 there, a bench server answers it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const response = await plain.app.inject({
      method: 'GET',
      url: '/api/bench/ceiling',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answer on a bench server', async () => {
    const ceiling = await bench.app.inject({ method: 'GET', url: '/api/bench/ceiling' });
    expect(ceiling.statusCode).toBe(200);
    expect(ceiling.json()).toEqual({ ok: true });
  });
});
