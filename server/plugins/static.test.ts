// The built client is served with index.html for every page URL, the root included, while API
// and asset misses stay 404s; a visitor's /auth gets auth.html, the prerendered landing page.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let clientDir: string;
// the build's one inline script (client/theme.js, ADR 047) is in every page; a script with a
// src is not inline
const themeScript = "document.documentElement.dataset.theme = 'light';";
const headScripts = `<script>${themeScript}</script><script src="/assets/app-abc123.js"></script>`;
const shell = `<!doctype html><title>Hive</title>${headScripts}<div id="root"></div>`;
const landing = `<!doctype html><title>Hive</title>${headScripts}<div id="root"><h1>Landing</h1></div>`;
const themeHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'hive-client-'));
  await writeFile(join(clientDir, 'index.html'), shell);
  await writeFile(join(clientDir, 'auth.html'), landing);
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'assets', 'app-abc123.js'), 'console.info("hive")');
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html,application/xhtml+xml', ...headers },
  });

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

  it('answers a visitor’s /auth with the prerendered landing page, and a signed-in browser with the shell', async () => {
    for (const url of ['/auth', '/auth?from=mail']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(landing);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toContain(
        `script-src 'self' ${themeHash};`,
      );
      expect(response.headers['vary'], url).toMatch(/cookie/i);
    }
    // the client sends a signed-in browser on from the shell; the landing would flash first
    const { cookie } = await signUpAndSignIn(t.app);
    expect((await page('/auth', { cookie })).body).toBe(shell);
    // any other page, and /auth asked for as anything but a page, as before
    expect((await page('/auth/')).body).toBe(shell);
    const json = await t.app.inject({ method: 'GET', url: '/auth' });
    expect(json.statusCode).toBe(404);
    expect(json.json().error.code).toBe('NOT_FOUND');
  });
});
