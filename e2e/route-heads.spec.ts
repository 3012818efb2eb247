// A signed-in page's HTML requests what its largest paint needs (its head, ADR 053): the route's
// chunk and its first reads begin beside the entry script, and the app takes each of them rather
// than asking again. A preload the app's fetch did not match would be a second request.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';

/** How often each of these paths was requested during the test, and who began each. */
function countRequests(page: Page, paths: string[]) {
  const counts = new Map(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (counts.has(path)) counts.set(path, counts.get(path)! + 1);
  });
  return {
    counts: () => Object.fromEntries(counts),
    initiators: () =>
      page.evaluate(
        (wanted) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => wanted.includes(new URL(entry.name).pathname))
            .map((entry) => [
              new URL(entry.name).pathname,
              (entry as { initiatorType?: string }).initiatorType,
            ]),
        paths,
      ),
  };
}

/** The Zod core chunk's requests: the page's first reads and the bell's are read without it. */
function zodRequests(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/schemas-[\w-]+\.js$/.test(path)) requests.push(path);
  });
  return requests;
}

test('/learn’s HTML begins its reads and its chunk, and the page uses them without asking again', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Mere Tane' });
  const reads = ['/api/stats/due', '/api/stats/weak-topics'];
  const seen = countRequests(page, reads);
  const chunks: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/learn-[\w-]+\.js$/.test(path)) chunks.push(path);
  });
  const zod = zodRequests(page);
  const bell = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications');

  const response = await page.goto('/learn');
  const html = await response!.text();
  for (const read of reads) expect(html).toContain(`<link rel="preload" href="${read}"`);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/learn-[\w-]+\.js">/);

  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();
  // both reads rendered: the focus topics' first-time hint, and no due questions' skeleton
  await expect(page.getByText('Answer at least 5 questions')).toBeVisible();
  await expect(page.getByLabel('Loading your due questions')).toHaveCount(0);
  expect(seen.counts()).toEqual({ '/api/stats/due': 1, '/api/stats/weak-topics': 1 });
  expect((await seen.initiators()).map(([, initiator]) => initiator)).toEqual(['link', 'link']);
  expect(chunks).toHaveLength(1);
  // the bell has read its list too, and none of these reads loaded Zod (ADR 044)
  await bell;
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  expect(zod).toEqual([]);
});

test('/question-bank’s HTML begins its reads, and a visitor’s does not', async ({ page }) => {
  await createTrainee(page.request, { name: 'Mere Tane' });
  const reads = ['/api/stats/due', '/api/stats/questions'];
  const seen = countRequests(page, reads);
  const zod = zodRequests(page);

  await page.goto('/question-bank');
  // the topics come from /api/stats/questions, the due counts beside them from /api/stats/due
  await expect(page.getByRole('heading', { name: 'Topics' })).toBeVisible();
  expect(seen.counts()).toEqual({ '/api/stats/due': 1, '/api/stats/questions': 1 });
  expect((await seen.initiators()).map(([, initiator]) => initiator)).toEqual(['link', 'link']);
  expect(zod).toEqual([]);

  // a visitor is sent to /auth by the app: reads begun for them would only fail
  const visitor = await page.request.get('/question-bank', {
    headers: { accept: 'text/html', cookie: '' },
  });
  expect(await visitor.text()).not.toContain('/api/stats/questions');
});
