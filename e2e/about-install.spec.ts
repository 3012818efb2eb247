// The About and Install pages [product#about, #install, #install-flow]: the creator's story with a
// feedback mail, and installing Hive (benefits, the browser's prompt, manual steps, the installed
// state).
import { expect, test, type Page } from './support/test.ts';

// The browser globals used inside page.evaluate (e2e/ is type-checked without the DOM library).
interface BrowserGlobals {
  dispatchEvent(event: Event): boolean;
  localStorage: { getItem(key: string): string | null };
}

/** What Chromium fires when it would offer installation (a test cannot earn the real one). */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((outcome) => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome, platform: 'web' }),
    });
    (globalThis as unknown as BrowserGlobals).dispatchEvent(offer);
  }, outcome);
}

test('a visitor reads why Hive was built and can send feedback by e-mail', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Hive' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why I built Hive' })).toBeVisible();
  await expect(page.getByText(/Hive is in beta/)).toBeVisible();
  await expect(page.getByText(/gamify learning with friendly competition/)).toBeVisible();
  const feedback = page.getByRole('link', { name: 'Send Feedback' });
  await expect(feedback).toHaveAttribute('href', /^mailto:feedback@hive\.nz\?subject=\S+/);
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
});

test('the Install page shows the benefits and manual steps until the browser offers to install', async ({
  page,
}) => {
  await page.goto('/install');
  await expect(page.getByRole('heading', { name: 'Install Hive' })).toBeVisible();
  for (const benefit of ['Works offline', 'Home-screen access', 'Full-screen', 'Faster loading']) {
    await expect(page.getByRole('heading', { name: benefit })).toBeVisible();
  }
  // No offer from the browser yet: the steps to do it by hand.
  await expect(page.getByRole('heading', { name: 'iPhone or iPad (Safari)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Android (Chrome)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Install' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue in Browser' })).toHaveAttribute(
    'href',
    '/learn',
  );

  // Declining the browser's dialog leaves the page as it was, and is remembered as the banner's
  // "Not now" is: the install banner stays away on this device.
  await offerInstall(page, 'dismissed');
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByRole('heading', { name: 'Hive is installed' })).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (globalThis as unknown as BrowserGlobals).localStorage.getItem('pwa-install-dismissed'),
      ),
    )
    .toBe('true');

  // Accepting switches to the installed state.
  await offerInstall(page, 'accepted');
  await page.getByRole('button', { name: 'Install' }).click();
  await expect(page.getByRole('heading', { name: 'Hive is installed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
    'href',
    '/learn',
  );
  await expect(page.getByRole('heading', { name: 'Why install?' })).toHaveCount(0);
});

test('inside the installed app the Install page says Hive is already installed', async ({
  page,
}) => {
  // Home-screen Safari says so through navigator.standalone.
  await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  await page.goto('/install');
  await expect(page.getByRole('heading', { name: 'Hive is installed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
});
