// /api/health tells a load balancer whether the database answers.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { defaultRateLimits } from '#server/config.ts';
import { connectDatabase } from '#server/db/client.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is unreachable', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused at once.
    const { db, pool } = connectDatabase('postgres://x:y@127.0.0.1:1/none');
    const dataDir = await mkdtemp(join(tmpdir(), 'hive-test-health-'));
    const app = await buildApp({
      config: {
        publicUrl: testOrigin,
        trustedOrigins: [testOrigin],
        authSecret: 'test-secret-that-is-long-enough-0123456789',
        dataDir,
        mailFrom: 'Hive <no-reply@hive.test>',
        trustProxy: false,
        rateLimits: defaultRateLimits,
      },
      db,
      pool,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable' });
    } finally {
      await app.close();
      await pool.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
