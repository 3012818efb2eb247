// How many trainees each class has in a year, shown beside the classes at onboarding
// [product#onboarding].
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { origin: testOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
}

describe('GET /api/profile/class-sizes', () => {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const response = await call('GET', '/api/profile/class-sizes?year=2026', undefined);
    expect(response.statusCode).toBe(401);
  });

  it('counts the onboarded trainees of each class in that year, every class listed', async () => {
    const join = async (gpepClass: string, gpepYear: number) => {
      const account = await signUpAndSignIn(t.app);
      const response = await call('POST', '/api/profile/onboarding', account.cookie, {
        gpepClass,
        gpepYear,
      });
      expect(response.statusCode).toBe(200);
      return account;
    };
    await join('Otago', 2039);
    await join('Otago', 2039);
    await join('Northland', 2039);
    await join('Otago', 2040); // another year: not counted
    // signed in but not onboarded: asks before having a class, and is not counted
    const newcomer = await signUpAndSignIn(t.app);

    const response = await call('GET', '/api/profile/class-sizes?year=2039', newcomer.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.year).toBe(2039);
    expect(body.classes).toHaveLength(13);
    const sizes = Object.fromEntries(
      body.classes.map((c: { gpepClass: string; trainees: number }) => [c.gpepClass, c.trainees]),
    );
    expect(sizes).toMatchObject({ Otago: 2, Northland: 1, Auckland: 0, Southland: 0 });
    expect(body.classes[0].gpepClass).toBe('Northland');
  });

  it.each(['2024', '2045', 'soon', ''])('refuses the year %j', async (year) => {
    const account = await signUpAndSignIn(t.app);
    const response = await call('GET', `/api/profile/class-sizes?year=${year}`, account.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});
