// "Your Statistics" and the two histories [product#stats, #constants].
import { expect, test } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';
import { takeQuiz } from './support/quiz-api.ts';
import { toast } from './support/ui.ts';
import { optionIds as options } from '#shared/contract/questions.ts';

test('after three Quick 10s a trainee sees their accuracy, and every answer with the correct one', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Rangi Parata' });
  let answered = 0;
  let correct = 0;
  for (let i = 0; i < 3; i++) {
    const result = await takeQuiz(page.request, {}, (_q, n) => options[n % options.length]!);
    answered += result!.totalQuestions;
    correct += result!.correctAnswers;
  }
  const accuracy = Math.round((correct / answered) * 100);

  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'Your Statistics' })).toBeVisible();
  const headline = page.getByRole('region', { name: 'Accuracy', exact: true });
  await expect(headline.getByText(`${accuracy}%`, { exact: true })).toBeVisible();
  await expect(headline.getByText(`${correct} correct of ${answered} answered`)).toBeVisible();
  // The tick is green from 50%: it also says so in words.
  await expect(
    headline.getByText(accuracy >= 50 ? 'On track: 50% or more' : 'Under 50%', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: /^\d+ answers on \d+ days? in the last 30 days/ }),
  ).toBeVisible();
  const activity = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
  await expect(activity).toHaveCount(3);
  await expect(activity.first()).toContainText('Quick 10');

  // Every answer, 20 at a time, each with the correct option marked in words.
  await page.getByRole('link', { name: 'All Answered Questions' }).click();
  await expect(page.getByRole('heading', { name: 'Answered Questions' })).toBeVisible();
  const items = page.getByRole('article');
  await expect(items).toHaveCount(20);
  await expect(items.first().getByText('Correct answer')).toBeVisible();
  await expect(items.first().getByText('Your answer')).toBeVisible();
  await expect(items.first().getByRole('link', { name: /View Reference/ })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items).toHaveCount(answered);
  await expect(page.getByText(`That’s all ${answered} of them.`)).toBeVisible();

  // Wrong answers: only the ones missed, each marked Incorrect.
  await page.goto('/wrong-answers');
  await expect(page.getByRole('heading', { name: 'Wrong Answers' })).toBeVisible();
  const wrong = answered - correct;
  await expect(items).toHaveCount(Math.min(wrong, 20));
  await expect(items.filter({ hasText: /^Correct/ })).toHaveCount(0);
});

test('Recent Activity on the statistics page shows the five latest quizzes, a mock exam by name', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Wiremu Hohaia' });
  for (let i = 0; i < 5; i++) expect(await takeQuiz(page.request, {})).not.toBeNull();
  expect(await takeQuiz(page.request, { type: 'exam', questionCount: 20 })).not.toBeNull();

  await page.goto('/stats');
  const activity = page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem');
  await expect(activity.first()).toContainText('Mock exam');
  await expect(activity).toHaveCount(5);
  await expect(activity.filter({ hasText: 'Quick 10' })).toHaveCount(4);
});

test('a trainee with no answers is offered a Quick 10 on each statistics page', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Ana Lomu' });
  for (const path of ['/stats', '/all-answered-questions', '/wrong-answers']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Start a Quick 10' })).toHaveAttribute(
      'href',
      '/quick-10',
    );
  }
});

test('when statistics cannot load, the page says "Failed to load statistics"', async ({ page }) => {
  await createTrainee(page.request, { name: 'Tipene Cook' });
  await page.route('**/api/stats/summary', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: 'x', requestId: 'r' } },
    }),
  );
  await page.goto('/stats');
  // The app retries twice (after 1 s, then 2 s) before it gives up: allow for a busy machine.
  await expect(toast(page, 'Failed to load statistics')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
});
