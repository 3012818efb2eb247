// `npm run screenshots`: phone-size pictures of the main screens, light and dark (ADR 047), taken
// from the real app into docs/screenshots for the README. The built client, the real server on an
// embedded PostgreSQL in a throwaway DATA_DIR with the demo questions (the trust suite's server
// process), and a trainee with some history, signed up and quizzed as the browser tests do.
// E2E_PORT picks the port (a free one otherwise); CHROMIUM_PATH the browser, as for the tests.
import './ensure-build.ts';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  freePort,
  makeDataDir,
  startServer,
  waitHealthy,
} from '../trust/support/server-process.ts';

const outDir = resolve(import.meta.dirname, '../docs/screenshots');

// The e2e helpers read the app's origin from E2E_PORT when they load: set it first.
const port = Number(process.env.E2E_PORT ?? (await freePort()));
process.env.E2E_PORT = String(port);
const { createTrainee } = await import('../e2e/support/accounts.ts');
const { takeQuiz } = await import('../e2e/support/quiz-api.ts');
const { answerButtons, answerEveryQuestion } = await import('../e2e/support/quiz-ui.ts');

/**
 * The screen as it stands, in the light theme and then the dark one (the app follows the emulated
 * system setting without a reload). Palette PNGs: half the size of full-colour ones or less, and
 * the flat colours of the design lose nothing visible.
 */
async function shoot(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.locator(`html[data-theme="${colorScheme}"]`).waitFor({ state: 'attached' });
    const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    const file = join(outDir, `${name}-${colorScheme}.png`);
    await sharp(png).png({ palette: true, compressionLevel: 9, effort: 10 }).toFile(file);
    console.log(`${file} (${Math.round(statSync(file).size / 1024)} KB)`);
  }
}

/** Opens `path` and waits until its data has arrived (no skeleton is pictured). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

async function takeScreenshots(baseURL: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      // an iPhone 12-14 screen at one device pixel per CSS pixel: small files, still legible
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
      // the offline cache and its update toast have no place in a picture
      serviceWorkers: 'block',
    });
    const page = await context.newPage();

    await visit(page, '/auth');
    await shoot(page, 'auth');

    // A trainee with a Quick 10 behind them, so Learn and My Progress have figures to show.
    await createTrainee(page.request, { name: 'Aroha Ngata' });
    await takeQuiz(page.request, {}, (_, i) => (i % 3 ? 'a' : 'b'));

    await visit(page, '/answer'); // a second Quick 10, in the browser
    const chosen = answerButtons(page).nth(1);
    await chosen.click();
    await chosen.and(page.locator('[aria-pressed="true"]')).waitFor(); // registers after 300 ms
    await shoot(page, 'answer');
    await answerEveryQuestion(page, () => 1);
    await page.getByRole('heading', { name: 'Quiz Complete!' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The reward pop-up comes with the results when any answer was right: Escape closes it.
    const reward = page.getByRole('dialog', { name: /^(Sweet Success!|Great Review!)$/ });
    if ((await reward.count()) > 0) await page.keyboard.press('Escape');
    await reward.waitFor({ state: 'detached' });
    await shoot(page, 'results');

    for (const path of ['/learn', '/question-bank', '/my-progress', '/write-question']) {
      await visit(page, path);
      await shoot(page, path.slice(1));
    }
  } finally {
    await browser.close();
  }
}

const dataDir = await makeDataDir('screenshots');
const server = startServer({ dataDir, port });
try {
  await waitHealthy(server, port, 90_000);
  mkdirSync(outDir, { recursive: true });
  await takeScreenshots(`http://localhost:${port}`);
  const bytes = readdirSync(outDir).reduce((sum, f) => sum + statSync(join(outDir, f)).size, 0);
  console.log(`docs/screenshots: ${(bytes / 1024 / 1024).toFixed(2)} MB in all`);
} catch (error) {
  console.error(server.output());
  throw error;
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
