// Errors raised by Fastify's router itself, before any route runs, leave in the envelope too
// (found by trust/fuzz.test.ts: an overlong share code answered in Fastify's own body, with the
// whole path echoed back and no no-store header).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '#shared/contract/errors.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { rawSender, type RawSend } from '#server/test/raw-http.ts';

let t: TestApp;
let send: RawSend;
beforeAll(async () => {
  t = await createTestApp();
  send = await rawSender(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe('router errors', () => {
  it('answers a parameter past the maximum length with 414 in the envelope', async () => {
    const response = await send('GET', `/api/shared/${'x'.repeat(500)}`);
    expect(response.statusCode).toBe(414);
    const body = errorBodySchema.parse(JSON.parse(response.body));
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(body.error.requestId).toBeTruthy();
    expect(response.body).not.toContain('xxxxxxxxxx');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a broken escape in a path segment with 400 in the envelope', async () => {
    const response = await send('GET', '/api/shared/%zz%E0%A4');
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(JSON.parse(response.body));
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
