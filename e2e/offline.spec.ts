// Offline study (issue 12, ADR 048): the signed-in user's reads are kept on the device and shown,
// with the time they were seen, when the network is gone; never to another user; and a page the
// device has no copy of gets the offline page instead of the browser's error.
import { expect, test, type Page } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';

// The browser globals used inside page.evaluate (e2e/ is type-checked without the DOM library).
interface BrowserGlobals {
  navigator: {
    serviceWorker: {
      ready: Promise<unknown>;
      controller: unknown;
      addEventListener(type: 'controllerchange', listener: () => void, options: object): void;
    };
  };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
  };
}

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

/** The caches of kept reads, each with the API paths it holds. */
function keptReads(page: Page) {
  return page.evaluate(async () => {
    const { caches } = globalThis as unknown as BrowserGlobals;
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith('hive-api:')) continue;
      const entries = await (await caches.open(name)).keys();
      kept[name] = entries.map((entry) => new URL(entry.url).pathname);
    }
    return kept;
  });
}

const notice = (page: Page) => page.getByText(/^Offline: showing what you saw at \d\d:\d\d$/);

test('offline, the dashboard reloads with what the trainee last saw, and says when that was', async ({
  page,
  context,
}) => {
  await createTrainee(page.request, { name: 'Mere Tawhiri', gpepClass: 'Otago', gpepYear: 2026 });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();
  const meter = page.getByRole('meter', { name: 'Nectar towards the next honey pot' });
  await expect(meter).toHaveText('0 / 20');
  const review = page.getByRole('region', { name: 'Spaced Review' });
  await expect(review.getByText(/^Nothing due yet/)).toBeVisible();
  await serviceWorkerInControl(page);
  await expect(notice(page)).toHaveCount(0); // online: the server answered
  await expect
    .poll(async () => Object.values(await keptReads(page)).flat())
    .toContain('/api/stats/due');

  await context.setOffline(true);
  const shell = await page.reload();
  expect(shell?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();
  await expect(meter).toHaveText('0 / 20');
  await expect(review.getByText(/^Nothing due yet/)).toBeVisible(); // GET /api/stats/due, kept
  await expect(notice(page)).toBeVisible();

  // The signal returns: the screen reads again, and the notice goes.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('reads kept for one trainee are deleted when another signs in, and at sign-out', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Ana Rewi' });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Kia ora, Ana!' })).toBeVisible();
  await expect.poll(async () => Object.keys(await keptReads(page)).length).toBe(1);
  const [ana] = Object.keys(await keptReads(page));

  // Someone else signs in on this device (their cookie replaces Ana's).
  await createTrainee(page.request, { name: 'Tama Hohepa' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kia ora, Tama!' })).toBeVisible();
  await expect.poll(async () => Object.keys(await keptReads(page)).length).toBe(1);
  expect(Object.keys(await keptReads(page))).not.toContain(ana);

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => keptReads(page)).toEqual({});
});

test('offline, a page the device has no copy of shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/auth');
  await serviceWorkerInControl(page);
  await context.setOffline(true);
  await page.goto('/uploads/not-on-this-device.png').catch(() => {});
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Hive' })).toHaveAttribute('href', '/');
});
