// Who may see which screen [product#screens, #session-flow]: signed-out visitors go to /auth,
// trainees who have not onboarded go to /onboarding, onboarded trainees skip /auth; unknown paths
// show the 404 page.
import { expect, test } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';
import { header } from './support/ui.ts';

for (const path of ['/learn', '/', '/onboarding', '/exam']) {
  test(`a signed-out visitor who opens ${path} is sent to /auth`, async ({ page }) => {
    // The first request of a fresh browser reaches the server (no service worker yet).
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  });
}

test('/dashboard is the old name of /learn, so a signed-out visitor ends on /auth', async ({
  page,
}) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  expect(visited).toContain('/learn');
});

test('an onboarded trainee who opens /dashboard sees Learn', async ({ page }) => {
  await createTrainee(page.request, { name: 'Tui Henare' });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { name: 'Kia ora, Tui!' })).toBeVisible();
});

test('a signed-in trainee who has not onboarded is sent to /onboarding from Learn, home and /auth', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Wiremu Pene', onboard: false });
  for (const path of ['/learn', '/', '/auth']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Which class are you in?' })).toBeVisible();
  }
});

test('an onboarded trainee who opens /auth is sent on to Learn, and home shows Learn too', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Ngaio Marsh' });
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { name: 'Kia ora, Ngaio!' })).toBeVisible();

  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Kia ora, Ngaio!' })).toBeVisible();
});

test('an unknown path shows "Oops! Page not found" with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/hive-cell');
  expect(response?.status()).toBe(200); // the SPA answers; the page itself says not found
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();

  await page.getByRole('link', { name: 'Return to Home' }).click();
  // Home needs an account: a signed-out visitor lands on /auth.
  await expect(page).toHaveURL(/\/auth$/);
});

test('a signed-in trainee on an unknown path gets home to Learn', async ({ page }) => {
  await createTrainee(page.request, { name: 'Rua Tipene' });
  await page.goto('/questions-that-do-not-exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Kia ora, Rua!' })).toBeVisible();
});
