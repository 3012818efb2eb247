// The built client is served with index.html for every page URL, the root included, while API
// and asset misses stay 404s.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let clientDir: string;
const shell = '<!doctype html><title>Hive</title><div id="root"></div>';

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'hive-client-'));
  await writeFile(join(clientDir, 'index.html'), shell);
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'assets', 'app-abc123.js'), 'console.info("hive")');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });

describe('serving the app', () => {
  it('answers the root URL with the app shell, not a directory listing error', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(shell);
  });

  it('answers client routes with the app shell', async () => {
    for (const url of ['/learn', '/take-quiz/abc123', '/no/such/page']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(shell);
    }
  });

  it('serves hashed assets with a long cache, and a missing asset or API route is a 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await page('/assets/missing.js')).statusCode).toBe(404);
    const api = await page('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });
});
