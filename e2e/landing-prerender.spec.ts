// A visitor's /auth comes drawn in the server's HTML (ADR 051): it reads without JavaScript, and
// the app's script takes that page over (hydrates it) instead of drawing it again.
import { createHash } from 'node:crypto';
import { expect, test } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';
import { signOut, toast } from './support/ui.ts';

const heading = 'The question bank built by GPEP1 registrars, for GPEP1 registrars.';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page is there: heading, blurb and the Login form', async ({ page }) => {
    const response = await page.goto('/auth');
    // the build's auth.html: its scripts are files from self, but for the theme's, inlined in the
    // head (ADR 047, amended) and allowed by its hash alone, never by 'unsafe-inline'
    const html = await response!.text();
    expect(html).toContain(`${heading}</h1>`);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const inline = scripts.filter(([, attributes]) => !/ src="/.test(attributes!));
    expect(inline.map(([, , code]) => code)).toEqual([expect.stringContaining('dataset.theme')]);
    for (const [, attributes] of scripts) if (attributes) expect(attributes).toMatch(/ src="\//);
    const policy = response!.headers()['content-security-policy']!;
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    const hash = createHash('sha256').update(inline[0]![2]!).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why join us' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByLabel('Email')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});

test('at night the landing page is dark before any script file arrives: the CSP runs the inline theme', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(refused.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
});

test('the script takes the drawn page over: what was typed stays, sign-in and routing work, no console error', async ({
  page,
  request,
}) => {
  const trainee = await createTrainee(request, { name: 'Aroha Ngata' });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Mark the heading the HTML parser creates, and note whether it is still in the page when the
  // app has taken over (the mark on <html> goes): drawn again, it would be a new element. Note
  // too what the form's button is then: a tap from that moment on must submit.
  await page.addInitScript({
    content: `new MutationObserver((_, observer) => {
      const h1 = document.querySelector('h1');
      if (!h1) return;
      observer.disconnect();
      new MutationObserver((_, done) => {
        if (document.documentElement.hasAttribute('data-prerendered')) return;
        window.takenOver = h1.isConnected;
        window.buttonWhenLive = document.querySelector('main form button').type;
        done.disconnect();
      }).observe(document.documentElement, { attributes: true });
    }).observe(document, { childList: true, subtree: true });`,
  });
  // Hold the app's script back, so the form is filled before it runs, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(trainee.email);
  await main.getByLabel('Password').fill(trainee.password);
  // before the script the button takes no tap (not submitted natively, which would reload the page
  // and lose the fields): a click waits for the takeover, as a test from outside would
  const signIn = main.getByRole('button', { name: 'Sign In' });
  await expect(signIn).toHaveCSS('pointer-events', 'none');
  const clicked = signIn.click();
  release();
  await clicked;
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { takenOver?: boolean }).takenOver)).toBe(true);
  expect(
    await page.evaluate(() => (globalThis as { buttonWhenLive?: string }).buttonWhenLive),
  ).toBe('submit');
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { name: 'Kia ora, Aroha!' })).toBeVisible();

  // The router still owns the page: signing out goes back to the landing page, drawn by the app.
  await signOut(page); // Sign Out, confirmed
  await expect(page).toHaveURL(/\/auth$/);
  await expect(h1).toBeVisible();
  expect(errors).toEqual([]);
});
