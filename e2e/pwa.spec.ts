// Hive as an installable app [product#what-hive-is, #install-banner]: the manifest and its icons,
// what Chromium itself says about installability, the install banner, and the app shell loading
// offline from the service worker. The worker exists in production builds only, which is what these
// tests serve.
import { expect, test, type Page } from './support/test.ts';
import { storageKeys } from '#client/lib/storage-keys.ts';
import { landingReady } from './support/ui.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk (bytes 16-23). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

// The browser globals used inside page.evaluate (e2e/ is type-checked without the DOM library).
interface BrowserGlobals {
  navigator: {
    serviceWorker: {
      ready: Promise<unknown>;
      controller: unknown;
      addEventListener(type: 'controllerchange', listener: () => void, options: object): void;
    };
  };
  dispatchEvent(event: Event): boolean;
  promptCalls?: number;
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
  };
}

/** Resolves once the service worker is active and controls the page. */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    const { serviceWorker } = (globalThis as unknown as BrowserGlobals).navigator;
    await serviceWorker.ready;
    if (serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/**
 * What Chromium fires when it would offer installation. The real one needs site engagement,
 * which a test cannot earn; the app only needs preventDefault, prompt() and userChoice.
 */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((outcome) => {
    const window = globalThis as unknown as BrowserGlobals;
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        window.promptCalls = (window.promptCalls ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome, platform: 'web' }),
    });
    window.dispatchEvent(offer);
  }, outcome);
}

const installBanner = (page: Page) => page.getByRole('region', { name: 'Install Hive' });

test('the page links a web app manifest with the name, colours and icons an install needs', async ({
  page,
  request,
}) => {
  await page.goto('/auth');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Hive · GPEP1 question bank',
    short_name: 'Hive',
    start_url: '/',
    display: 'standalone',
    theme_color: '#F5A524',
    background_color: '#FFF8E7',
  });

  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of pngs) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
  const svg = manifest.icons.find((icon) => icon.type === 'image/svg+xml');
  expect(svg?.sizes).toBe('any');
  expect((await request.get(svg!.src)).headers()['content-type']).toContain('image/svg+xml');

  const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const apple = await request.get(appleHref!);
  expect(apple.headers()['content-type']).toBe('image/png');
  expect(pngSize(await apple.body())).toBe('180x180');
});

test('the service worker is served fresh, and API answers never come from its cache', async ({
  page,
  request,
}) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
  expect(sw.headers()['cache-control']).toBe('no-cache');

  await page.goto('/auth');
  await serviceWorkerInControl(page);
  const session = page.waitForResponse((r) => r.url().endsWith('/api/session'));
  await page.evaluate(() => fetch('/api/session'));
  expect((await session).fromServiceWorker()).toBe(false);
  const cached = await page.evaluate(async () => {
    const { caches } = globalThis as unknown as BrowserGlobals;
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys()) urls.push(entry.url);
    }
    return urls.map((url) => new URL(url).pathname);
  });
  expect(cached).toContain('/index.html'); // the app shell is precached...
  expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]); // ...the API never
});

test('Chromium finds Hive installable once the service worker controls the page', async ({
  page,
}) => {
  await page.goto('/auth');
  await serviceWorkerInControl(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito-like; Chromium never installs from those.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
});

test('a visitor offered installation can say "Not now", and the banner stays away after a reload', async ({
  page,
}) => {
  await page.goto('/auth');
  await landingReady(page);
  await expect(installBanner(page)).toHaveCount(0); // nothing until the browser offers it

  await offerInstall(page);
  const banner = installBanner(page);
  await expect(banner.getByRole('button', { name: 'Install' })).toBeVisible();
  await banner.getByRole('button', { name: 'Not now' }).click();
  await expect(banner).toHaveCount(0);
  expect(
    await page.evaluate((key) => localStorage.getItem(key), storageKeys.pwaInstallDismissed),
  ).toBe('true');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await offerInstall(page);
  await page.waitForTimeout(300); // give the banner every chance to (wrongly) appear
  await expect(installBanner(page)).toHaveCount(0);
});

test('"Install" opens the browser\'s install dialog and the banner goes once accepted', async ({
  page,
}) => {
  await page.goto('/auth');
  await landingReady(page);
  await offerInstall(page, 'accepted');
  await installBanner(page).getByRole('button', { name: 'Install' }).click();
  await expect(installBanner(page)).toHaveCount(0);
  expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).promptCalls)).toBe(1);
});

test('no install banner in the installed app, nor during a quiz', async ({ page }) => {
  // The quiz screen: the banner must not sit over the answers.
  await page.goto('/answer');
  await expect(page.getByRole('banner')).toBeVisible();
  await offerInstall(page);
  await page.waitForTimeout(300);
  await expect(installBanner(page)).toHaveCount(0);

  // Home-screen Safari says so through navigator.standalone.
  await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  await page.goto('/auth');
  await landingReady(page);
  await offerInstall(page);
  await page.waitForTimeout(300);
  await expect(installBanner(page)).toHaveCount(0);
});

test('after a first visit the app shell still loads offline, and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/auth');
  await landingReady(page);
  await serviceWorkerInControl(page);

  await context.setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveTitle('Hive · GPEP1 question bank');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Hive home' })).toBeVisible();

  // Chromium forgets the emulated offline state for the new document (navigator.onLine is true
  // again after the reload), so switch the connection off once more, as a dropped signal would.
  await context.setOffline(false);
  await context.setOffline(true);
  const notice = page.getByRole('status').filter({ hasText: "You're offline" });
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});
