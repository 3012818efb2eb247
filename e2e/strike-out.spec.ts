// Striking options out (ADR 079, [product#strike-out]) on a 390 × 844 phone: by the toggle beside
// an option, by Shift and the letter, by a long press of the finger; a struck option cannot be
// chosen until restored (and says so), striking the choice clears it, the strikes reach the
// server and survive a reload, and axe finds nothing in light or dark. An exam's strikes are
// saved with its answers: another tab resumes with them.
import { AxeBuilder } from '@axe-core/playwright';
import type { OpenSession } from '#shared/contract/quiz-progress.ts';
import { createTrainee } from './support/accounts.ts';
import { answerButtons } from './support/quiz-ui.ts';
import { expect, test, type Page } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function scan(page: Page, where: string) {
  await page.addStyleTag({ content: '.honeycomb { background-image: none !important; }' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect.soft(serious, `${where} (${colorScheme})`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The running quiz's session id, from the tab's kept progress. */
async function sessionIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const storage = (globalThis as unknown as { sessionStorage: Storage }).sessionStorage;
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i) ?? '';
      if (key.startsWith('quizProgress:')) return key.slice('quizProgress:'.length);
    }
    return null;
  });
  expect(id).not.toBeNull();
  return id!;
}

interface Storage {
  length: number;
  key: (i: number) => string | null;
}

/** A touch held on the element for `ms`, then lifted (pointer events, as a finger sends them). */
async function longPress(page: Page, selector: string, ms = 650) {
  const target = page.locator(selector);
  const box = (await target.boundingBox())!;
  const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
  const touch = { pointerType: 'touch', isPrimary: true, pointerId: 7, bubbles: true, ...at };
  await target.dispatchEvent('pointerdown', touch);
  await page.waitForTimeout(ms);
  await target.dispatchEvent('pointerup', touch);
  // the tap a lifted finger makes: swallowed after a long press
  await target.dispatchEvent('click', { bubbles: true, ...at });
}

test('a trainee strikes options out by toggle, keyboard and long press; they are kept', async ({
  page,
}) => {
  test.slow(); // a reload and two theme scans
  await createTrainee(page.request);
  await page.goto('/answer');
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  const options = answerButtons(page);
  await expect(options).toHaveCount(4);
  const toggle = (letter: string) =>
    page.getByRole('button', { name: `Strike out option ${letter}`, exact: true });
  const notice = (text: string) => page.getByRole('status').filter({ hasText: text });

  // By the toggle: B is struck, and tapping it chooses nothing but says why.
  await toggle('B').click();
  await expect(toggle('B')).toHaveAttribute('aria-pressed', 'true');
  await expect(options.nth(1)).toHaveAttribute('data-struck', 'true');
  await expect(notice('Option B struck out.')).toBeAttached();
  await options.nth(1).click();
  await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'false');
  await expect(notice('Option B is struck out. Restore it to choose it.')).toBeAttached();

  // By the keyboard: A chosen, then Shift+A strikes it and clears the choice.
  await page.keyboard.press('a');
  await expect(options.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Shift+A');
  await expect(toggle('A')).toHaveAttribute('aria-pressed', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(notice('Option A struck out. Your choice was cleared.')).toBeAttached();

  // By a long press of the finger: C is struck, and the lifted finger's tap does not choose it.
  await longPress(page, 'button[data-option="c"]');
  await expect(toggle('C')).toHaveAttribute('aria-pressed', 'true');
  await expect(options.nth(2)).toHaveAttribute('aria-pressed', 'false');
  // A short touch is a tap: it chooses D.
  await longPress(page, 'button[data-option="d"]', 50);
  await expect(options.nth(3)).toHaveAttribute('aria-pressed', 'true');

  // Restored by the toggle, B can be chosen again; Shift+2 strikes it once more.
  await toggle('B').click();
  await expect(toggle('B')).toHaveAttribute('aria-pressed', 'false');
  await expect(notice('Option B restored.')).toBeAttached();
  await page.keyboard.press('Shift+Digit2');
  await expect(toggle('B')).toHaveAttribute('aria-pressed', 'true');

  // The server holds them (a resume on another device shows them).
  const sessionId = await sessionIdOf(page);
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/quiz-sessions/${sessionId}`);
      const { session } = (await response.json()) as { session: OpenSession };
      return Object.values(session.progress.struck ?? {});
    })
    .toEqual([['a', 'b', 'c']]);

  await scan(page, 'a question with struck options');

  // A reload keeps them, and the choice.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  for (const letter of ['A', 'B', 'C']) {
    await expect(toggle(letter)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(toggle('D')).toHaveAttribute('aria-pressed', 'false');
  await expect(options.nth(3)).toHaveAttribute('aria-pressed', 'true');
  await expect(options.nth(0)).toHaveAccessibleName(/struck out/);

  // Each 44 px toggle sits beside its option without crowding it.
  const toggleBox = (await toggle('A').boundingBox())!;
  const optionBox = (await options.nth(0).boundingBox())!;
  expect(toggleBox.width).toBeGreaterThanOrEqual(44);
  expect(toggleBox.height).toBeGreaterThanOrEqual(44);
  expect(optionBox.width).toBeGreaterThan(250);
});

test('an exam keeps its struck options on the server: another tab resumes with them', async ({
  page,
  context,
}) => {
  await createTrainee(page.request);
  await page.goto('/exam');
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 20' })).toBeVisible();
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' &&
      /\/exam-answers\//.test(r.url()) &&
      (r.request().postData() ?? '').includes('"struck":["c"]'),
  );
  await page.getByRole('button', { name: 'Strike out option C', exact: true }).click();
  expect((await saved).status()).toBe(200);

  // a new tab holds nothing of this exam: what it shows comes from the server
  const other = await context.newPage();
  await other.goto('/exam');
  await other.getByRole('button', { name: 'Resume exam' }).click();
  await expect(other.getByRole('heading', { name: 'Question 1 of 20' })).toBeVisible();
  await expect(
    other.getByRole('button', { name: 'Strike out option C', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(answerButtons(other).nth(2)).toHaveAttribute('data-struck', 'true');
});
