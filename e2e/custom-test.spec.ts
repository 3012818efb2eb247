// The custom test builder on a phone [product#custom-test]: from the question bank, two topics
// and "Incorrect" give the count of the trainee's misses there; nothing matching keeps Start
// disabled; Start runs the test in the one quiz engine and ends on the results.
import { createTrainee } from './support/accounts.ts';
import { takeQuiz, topicIdOf } from './support/quiz-api.ts';
import { answerEveryQuestion } from './support/quiz-ui.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const topics = ['Dermatology', "Men's health"];

test('a trainee builds a test of their misses in two topics and takes it', async ({ page }) => {
  await createTrainee(page.request);
  const missed = new Set<string>();
  for (const name of topics) {
    const topicId = await topicIdOf(page.request, name);
    const result = await takeQuiz(
      page.request,
      { type: 'topic', topicId, questionCount: 'all' },
      () => 'b',
    );
    for (const r of result!.results) if (!r.isCorrect) missed.add(r.questionId);
  }
  expect(missed.size).toBeGreaterThan(0);
  const matchText = missed.size === 1 ? '1 question matches' : `${missed.size} questions match`;

  await page.goto('/question-bank');
  await page.getByRole('link', { name: 'Build a Test' }).click();
  await expect(page).toHaveURL(/\/build-test$/);
  await expect(page.getByRole('heading', { name: 'Build a test' })).toBeVisible();
  const start = page.getByRole('button', { name: /^Start test/ });

  // Nothing flagged yet: nothing matches, and Start stays disabled.
  await page.getByRole('button', { name: 'Flagged by me' }).click();
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText(
    '0 questions match',
  );
  await expect(start).toBeDisabled();
  await page.getByRole('button', { name: 'Flagged by me' }).click();

  for (const name of topics) await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Incorrect' }).click();
  await expect(page.getByRole('button', { name: 'Incorrect' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('status').filter({ hasText: /match/ })).toHaveText(matchText);
  for (const target of [start, page.getByRole('button', { name: 'Incorrect' })]) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await expect(start).toBeEnabled();
  await start.click();

  await expect(page).toHaveURL(/\/answer$/);
  await expect(page.getByText('Custom test')).toBeVisible();
  const total = await answerEveryQuestion(page);
  expect(total).toBe(missed.size);
  await expect(page).toHaveURL(/\/results$/);
});

test("Learn's Answer Questions card leads to the builder", async ({ page }) => {
  await createTrainee(page.request);
  await page.goto('/learn');
  await page
    .getByRole('region', { name: 'Answer Questions' })
    .getByRole('link', { name: 'Build a Test' })
    .click();
  await expect(page.getByRole('heading', { name: 'Build a test' })).toBeVisible();
});
