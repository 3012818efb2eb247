// The session request a signed-in page's HTML starts (index.html's preload, issue 11) is the one
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
