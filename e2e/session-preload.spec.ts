// The session request a signed-in page's HTML starts (index.html's preload, ADR 044) is the one
// the app's session query reads: one request per load, begun by the HTML rather than the script.
import { expect, test } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';

test('a signed-in page reads its session from the request the HTML started, and asks only once', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Mere Tane' });
  const sessionRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/session') sessionRequests.push(request.url());
  });

  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();

  // A preload the fetch did not match (another mode or credentials) would be a second request.
  expect(sessionRequests).toHaveLength(1);
  const initiators = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/api/session')
      .map((entry) => (entry as { initiatorType?: string }).initiatorType),
  );
  expect(initiators).toEqual(['link']);
});

// Each frame's header, as the reader sees it: what its buttons and links say, while the page loads.
const recordHeaderFrames = `
  window.headerFrames = [];
  const record = () => {
    const header = document.querySelector('header');
    const seen = header
      ? [...header.querySelectorAll('a, button')].map((e) => e.textContent.trim()).join('|')
      : '';
    if (seen && window.headerFrames.at(-1) !== seen) window.headerFrames.push(seen);
    if (window.headerFrames.length < 20) requestAnimationFrame(record);
  };
  requestAnimationFrame(record);
`;

test('while a returning reader’s session is read, the header is already theirs: never Sign In', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Mere Tane' });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();

  // A slow link: the session answers well after the page's first frames.
  await page.route('**/api/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.addInitScript({ content: recordHeaderFrames });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();
  const frames = await page.evaluate<string[]>('window.headerFrames');
  expect(frames.length).toBeGreaterThan(0);
  for (const frame of frames) {
    expect(frame).toContain('Sign Out');
    expect(frame).not.toContain('Sign In');
  }
});
