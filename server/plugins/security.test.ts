// Every response carries helmet's security headers with Hive's CSP, whatever answered it: an API
// read, a refused cross-site write, a 404. A foreign Origin on a state-changing API request is
// refused before the route runs. HSTS is sent only when the public address is https.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // helmet's own defaults beside Hive's directives
  "font-src 'self' https: data:",
  "script-src-attr 'none'",
];

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const policy = String(headers['content-security-policy']).split(';');
  expect(policy.toSorted()).toEqual(csp.toSorted());
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('are on a public API read', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/topics' });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response.headers);
  });

  it('are on a 404 and on a refused request', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing.headers);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/stats/summary' });
    expect(signedOut.statusCode).toBe(401);
    expectSecurityHeaders(signedOut.headers);
  });

  it('are on a cross-site write, which is refused before its route runs', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quiz-sessions',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { type: 'quick' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expectSecurityHeaders(response.headers);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every response when PUBLIC_URL is https, and never over plain http', async () => {
    const publicUrl = 'https://hive.example.org';
    const https = await createTestApp({ publicUrl, trustedOrigins: [publicUrl] });
    try {
      for (const url of ['/api/topics', '/api/no-such-route', '/']) {
        const response = await https.app.inject({ method: 'GET', url });
        expect({ url, hsts: response.headers['strict-transport-security'] }).toEqual({
          url,
          hsts: 'max-age=31536000',
        });
      }
    } finally {
      await https.close();
    }
    expect(testOrigin.startsWith('http:')).toBe(true);
    const plain = await t.app.inject({ method: 'GET', url: '/api/topics' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
