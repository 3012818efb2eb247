// Test accounts. Journeys that are not about signing up create their trainee through the API
// (the same calls the app makes), so each test starts where its story starts.
import { expect, type APIRequestContext } from '@playwright/test';
import type { GpepClass } from '#shared/contract/gpep.ts';
import { e2ePort } from './paths.ts';

/** The app's origin: Better Auth and our API refuse state-changing calls from anywhere else. */
export const appOrigin = `http://localhost:${e2ePort}`;

/** A password that meets every rule of [product#account-validation]. */
export const goodPassword = 'Honeycomb42';

/** A fresh address per call: the tests run in parallel against one server. */
export function uniqueEmail(tag = 'trainee'): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

export interface Trainee {
  name: string;
  email: string;
  password: string;
  gpepClass?: GpepClass;
  gpepYear?: number;
}

interface NewTrainee {
  name?: string;
  email?: string;
  password?: string;
  /** finish onboarding too (the default); false leaves the account at the onboarding step */
  onboard?: boolean;
  gpepClass?: GpepClass;
  gpepYear?: number;
}

/**
 * Signs a trainee up through the API. With `page.request` the browser is signed in afterwards
 * (it shares the page's cookies); with the `request` fixture the browser stays signed out.
 */
export async function createTrainee(
  request: APIRequestContext,
  options: NewTrainee = {},
): Promise<Trainee> {
  const trainee: Trainee = {
    name: options.name ?? 'Aroha Ngata',
    email: options.email ?? uniqueEmail(),
    password: options.password ?? goodPassword,
  };
  const headers = { origin: appOrigin };
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: { name: trainee.name, email: trainee.email, password: trainee.password },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);

  if (options.onboard ?? true) {
    trainee.gpepClass = options.gpepClass ?? 'Canterbury';
    trainee.gpepYear = options.gpepYear ?? 2025;
    const onboarding = await request.post('/api/profile/onboarding', {
      headers,
      data: { gpepClass: trainee.gpepClass, gpepYear: trainee.gpepYear },
    });
    expect(onboarding.status(), await onboarding.text()).toBe(200);
  }
  return trainee;
}
