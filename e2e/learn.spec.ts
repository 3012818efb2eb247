// The Learn dashboard [product#learn]: greeting, nectar meter, scoring explainer and the cards, and
// Back to where the reader was on it.
import { expect, test } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';

test('a new trainee sees their empty honey pot, the four cards, and can read how scoring works', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Hemi Walker', gpepClass: 'Otago', gpepYear: 2026 });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Kia ora, Hemi!' })).toBeVisible();
  await expect(page.getByText('Otago · GPEP1 2026')).toBeVisible();

  const meter = page.getByRole('meter', { name: 'Nectar towards the next honey pot' });
  await expect(meter).toHaveAttribute('aria-valuenow', '0');
  await expect(meter).toHaveText('0 / 20');
  await expect(page.getByText('Your first honey pot is waiting', { exact: false })).toBeVisible();

  // The explainer starts closed and opens on request.
  const explainer = page.getByRole('button', { name: 'How does the scoring system work?' });
  await expect(explainer).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('for writing a question.')).toBeHidden();
  await explainer.click();
  await expect(explainer).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('+5 nectar for writing a question.')).toBeVisible();
  await expect(
    page.getByText('+1 nectar when someone attempts a question you wrote.'),
  ).toBeVisible();
  await expect(page.getByText('20 nectar fill 1 honey pot.')).toBeVisible();

  const cards = {
    'Answer Questions': { 'Quick 10': '/quick-10', 'Topic Quiz': '/question-bank' },
    'Mock exam': { 'Sit a mock exam': '/exam' },
    'Write Question': { 'Write a Question': '/write-question' },
    'My Questions': { 'View My Questions': '/my-questions' },
    'Share Quiz': { 'Create Quiz': '/create-quiz', 'My Quizzes': '/my-quizzes' },
  };
  for (const [title, links] of Object.entries(cards)) {
    const card = page.getByRole('region', { name: title });
    await expect(card).toBeVisible();
    for (const [label, href] of Object.entries(links)) {
      await expect(card.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
  }

  await page.getByRole('link', { name: 'Topic Quiz' }).click();
  await expect(page).toHaveURL(/\/question-bank$/);
  await expect(page.getByRole('heading', { name: 'Question Hive' })).toBeVisible();
});

test('Back from a card returns the trainee to where they were on Learn', async ({ page }) => {
  await createTrainee(page.request, { name: 'Hemi Walker' });
  await page.goto('/learn');
  // Learn's cards fill in as their reads answer: scrolled before that, the page can still change
  // under the measurement.
  await page.waitForLoadState('networkidle');
  const myQuizzes = page.getByRole('region', { name: 'Share Quiz' }).getByRole('link', {
    name: 'My Quizzes',
  });
  await myQuizzes.scrollIntoViewIfNeeded();
  // Expressions, not functions: the e2e code is type-checked without the DOM's types.
  const scrolled = await page.evaluate<number>(
    'window.scrollTo(0, document.documentElement.scrollHeight), window.scrollY',
  );
  expect(scrolled).toBeGreaterThan(500); // the last card is well below a phone's fold

  await myQuizzes.click();
  await expect(page.getByRole('heading', { name: 'My Quizzes' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Kia ora, Hemi!' })).toBeAttached();
  // My Quizzes is shorter than Learn was scrolled: the position is restored once Learn is drawn.
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(scrolled);
});

test('when Learn’s code cannot load, the trainee gets the error page with Retry, not a blank screen', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Aroha Ngata', gpepClass: 'Otago', gpepYear: 2026 });
  // the route's own chunk fails (offline after a deploy, a dropped connection)
  await page.route(/\/assets\/learn-[^/]*\.js$/, (route) => route.abort());
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
