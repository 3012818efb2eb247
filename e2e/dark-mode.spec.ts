// Dark mode (ADR 047): the theme follows the system's light or dark setting, and Profile
// Settings' System / Light / Dark overrides it on this device, from the first paint on.
import { createTrainee } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { header } from './support/ui.ts';

// The blocked-scripts reload below must reach the network, not the service worker's cache.
test.use({ serviceWorkers: 'block' });

const night = 'rgb(23, 17, 10)';
const cream = 'rgb(255, 248, 231)';

test('the theme follows the system setting, and the Profile Settings switch overrides it', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Mere Tane' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/learn');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', night);
  // the system turns to day while the page is open
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('body')).toHaveCSS('background-color', cream);

  await header(page).getByRole('button', { name: 'Profile Settings' }).click();
  const theme = page.getByRole('dialog', { name: 'Profile Settings' }).getByRole('group', {
    name: 'Theme',
  });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await theme.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', night);

  // Kept on this device, and applied before the app's own scripts run: with them blocked the
  // page is already dark (no flash of the light theme).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.unroute('**/assets/*.js');

  // Light wins over a dark system; System follows it again.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/learn');
  await header(page).getByRole('button', { name: 'Profile Settings' }).click();
  await theme.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await theme.getByText('System', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
