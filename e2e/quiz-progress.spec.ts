// A quiz's progress kept per answer, and tutor mode (ADR 075, ADR 078,
// [product#progress-per-answer, #tutor-mode, #answer]), on a 390 × 844 phone: answers reach the
// server as they are given, so a closed tab resumes where it stopped; Exit says truthfully what
// becomes of them; a tutor quiz checks each question in place, keeps it checked over a reload and
// counts nectar once at See Results; the profile's default starts quizzes in tutor mode.
import type { CurrentQuiz } from '#shared/contract/quiz-progress.ts';
import { createTrainee } from './support/accounts.ts';
import { answerButtons } from './support/quiz-ui.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test, type Page } from './support/test.ts';
import { header } from './support/ui.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The server's view of the quiz to continue (what Learn's card reads). */
async function currentQuiz(page: Page): Promise<CurrentQuiz | null> {
  const response = await page.request.get('/api/quiz-sessions/current');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { session: CurrentQuiz | null }).session;
}

async function nectar(page: Page): Promise<number> {
  const response = await page.request.get('/api/session');
  return ((await response.json()) as { profile: { points: number } }).profile.points;
}

async function answerQuestions(page: Page, count: number, total = 10) {
  for (let n = 1; n <= count; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of ${total}` })).toBeVisible();
    await answerButtons(page)
      .nth(n % 4)
      .click();
    await page.getByRole('button', { name: 'Next Question' }).click();
  }
}

/** axe on the page as it stands, light and dark, the honeycomb backdrop left out. */
async function scan(page: Page, where: string) {
  await page.addStyleTag({ content: '.honeycomb { background-image: none !important; }' });
  await expectNoSeriousViolations(page, where);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a Quick 10 closed after 4 answers resumes at 4 answered from Learn in a new tab', async ({
  page,
  context,
}) => {
  test.slow(); // two tabs and a reload
  await createTrainee(page.request);
  await page.goto('/quick-10');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await answerQuestions(page, 4);
  await expect(page.getByRole('heading', { name: 'Question 5 of 10' })).toBeVisible();
  // The answers travel in the background: the server has all four within moments.
  await expect.poll(async () => (await currentQuiz(page))?.answered ?? 0).toBe(4);
  const quiz = (await currentQuiz(page))!;
  expect(quiz).toMatchObject({ quizType: 'quick', totalQuestions: 10, tutor: false });
  await page.close(); // the tab, and this tab's own storage, are gone

  const again = await context.newPage();
  await again.goto('/learn');
  // Learn leads with the quiz to continue [product#continue-quiz]: one tap back into it.
  await again.getByRole('link', { name: /Continue your Quick 10 \(4 of 10\)/ }).click();
  await expect(again.getByRole('heading', { name: 'Question 5 of 10' })).toBeVisible();
  await expect(again.getByText('40% Complete')).toBeVisible();
  const grid = again.getByRole('navigation', { name: 'Questions' });
  await expect(grid.getByRole('button', { name: /^Question \d+, answered/ })).toHaveCount(4);
  await grid.getByRole('button', { name: 'Question 2, answered' }).click();
  await expect(answerButtons(again).nth(2)).toHaveAttribute('aria-pressed', 'true');
});

test('Exit says the answers are kept once the server has them, and not before', async ({
  page,
}) => {
  await createTrainee(page.request);
  // The server out of reach for saves: nothing is kept yet, the specification's words hold.
  await page.route('**/api/quiz-sessions/*/answers/*', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto('/quick-10');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await answerButtons(page).first().click();
  await expect(page.getByRole('button', { name: 'Next Question' })).toBeEnabled();
  await page.getByRole('button', { name: 'Exit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this quiz?' });
  await expect(
    dialog.getByText(
      'Your answers have not been checked yet. If you leave now they will not be saved.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Going' }).click();

  // Back online: the waiting save goes, and leaving now loses nothing.
  await page.unroute('**/api/quiz-sessions/*/answers/*');
  await page.evaluate('dispatchEvent(new Event("online"))');
  await expect.poll(async () => (await currentQuiz(page))?.answered ?? 0).toBe(1);
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(
    dialog.getByText(
      'Your answers have not been checked yet. They are kept: continue this quiz from Learn.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Exit Quiz' }).click();
  await expect(page).toHaveURL(/\/(learn)?$/);
});

test('tutor mode: the profile default, a check in place that locks and survives a reload, nectar once', async ({
  page,
}) => {
  test.slow(); // ten questions checked one by one, and a reload
  await createTrainee(page.request);
  await page.goto('/learn');
  await header(page).getByRole('button', { name: 'Profile Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Profile Settings' });
  const tutorDefault = settings.getByRole('switch', { name: 'Tutor mode' });
  await expect(tutorDefault).toHaveAttribute('aria-checked', 'false');
  await tutorDefault.click();
  await settings.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.goto('/quick-10');
  const perQuiz = page.getByRole('switch', {
    name: 'Tutor mode: see the answer after each question',
  });
  await expect(perQuiz).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  const before = await nectar(page);

  const check = page.getByRole('button', { name: 'Check answer' });
  await expect(check).toBeDisabled();
  await answerButtons(page).nth(1).click();
  await check.click();
  const verdict = page.getByRole('main').getByText(/^(Correct|Incorrect)$/);
  await expect(verdict).toBeVisible();
  await expect(page.getByText('Explanation', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^(Correct|Incorrect)\./ })).toHaveCount(
    1,
  );
  // Locked: every option is disabled, the choice stays.
  for (const option of await answerButtons(page).all()) await expect(option).toBeDisabled();
  await expect(answerButtons(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
  const firstVerdict = await verdict.textContent();
  await scan(page, 'a checked tutor question');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expect(page.getByRole('main').getByText(firstVerdict!, { exact: true })).toBeVisible();
  await expect(answerButtons(page).nth(1)).toBeDisabled();

  // The rest by keyboard as well as by tap: a choice, Enter checks, Enter goes on.
  let correct = firstVerdict === 'Correct' ? 1 : 0;
  await page.getByRole('button', { name: 'Next Question' }).click();
  for (let n = 2; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 10` })).toBeVisible();
    await page.keyboard.press('1');
    await expect(page.getByRole('button', { name: 'Check answer' })).toBeEnabled();
    await page.keyboard.press('Enter');
    await expect(verdict).toBeVisible();
    if ((await verdict.textContent()) === 'Correct') correct += 1;
    await page.getByRole('button', { name: n === 10 ? 'See Results' : 'Next Question' }).click();
  }
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  expect(await nectar(page)).toBe(before + correct);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  expect(await nectar(page)).toBe(before + correct);
});
