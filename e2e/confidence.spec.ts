// Confidence ratings (ADR 035): a trainee says how sure they are before an answer is checked;
// /stats then shows, per topic, how often "Sure" was wrong. The control can be hidden in Profile
// Settings, a preference of the device.
import { expect, test, type Page } from './support/test.ts';
import type { QuestionResult } from '#shared/contract/quiz.ts';
import { createTrainee } from './support/accounts.ts';
import { takeQuiz } from './support/quiz-api.ts';
import { answerButtons } from './support/quiz-ui.ts';
import { header } from './support/ui.ts';

const optionIds = ['a', 'b', 'c', 'd'] as const;
const confidencePicker = (page: Page) => page.getByRole('group', { name: 'How sure are you?' });

/** The question text on screen (the question card is named by it). */
async function questionOnScreen(page: Page): Promise<string> {
  const id = await page.getByRole('article').first().getAttribute('aria-labelledby');
  return ((await page.locator(`[id="${id}"]`).textContent()) ?? '').trim();
}

async function startQuick10(page: Page) {
  await page.goto('/quick-10');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
}

const firstQuestion = (page: Page) => page.getByRole('heading', { name: /^Question 1 of \d+$/ });

test('a trainee sure of a wrong answer sees it as over-confidence on /stats', async ({ page }) => {
  // the whole bank through the API, then every wrong answer again in the browser: longer than
  // the default 30 s on CI's two workers
  test.slow();
  await createTrainee(page.request);
  // Learn the answer key: the whole bank through the API, A throughout. Quick 10 then finds every
  // question attempted and offers a review of the ones answered wrong.
  const bank = await takeQuiz(page.request, { type: 'quick', questionCount: 'all' });
  const key = new Map<string, QuestionResult>(bank!.results.map((r) => [r.questionText, r]));

  await page.goto('/stats');
  const card = page.getByRole('region', { name: 'Over-confidence' });
  await expect(
    card.getByText('Rate how sure you are while answering to see where confidence misleads you.'),
  ).toBeVisible();

  await startQuick10(page);
  await page.getByRole('link', { name: /^Review Incorrect Answers/ }).click();
  await expect(firstQuestion(page)).toBeVisible();
  const total = Number((await firstQuestion(page).textContent())?.match(/of (\d+)/)?.[1]);
  const first = key.get(await questionOnScreen(page));
  expect(first, 'the first question is in the bank').toBeDefined();
  const wrong = optionIds.findIndex((o) => o !== first!.correctAnswer);
  await answerButtons(page).nth(wrong).click();
  const sure = confidencePicker(page).getByRole('button', { name: 'Sure', exact: true });
  await sure.click();
  await expect(sure).toHaveAttribute('aria-pressed', 'true');
  for (let n = 1; n <= total; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of ${total}` })).toBeVisible();
    if (n > 1) await answerButtons(page).first().click(); // A, not rated
    await page.getByRole('button', { name: n === total ? 'See Results' : 'Next Question' }).click();
  }
  await expect(page).toHaveURL(/\/results$/);

  await page.goto('/stats');
  const topicName = first!.topics[0]!.name;
  const row = card.getByRole('listitem', { name: topicName });
  await expect(row.getByText('Sure but wrong: 1 of 1 (100%)')).toBeVisible();
});

test('turning off "Ask how sure I am" in Profile Settings removes the control from quizzes', async ({
  page,
}) => {
  await createTrainee(page.request);
  await startQuick10(page);
  await expect(firstQuestion(page)).toBeVisible();
  await expect(confidencePicker(page)).toBeVisible();

  await page.goto('/learn');
  await header(page).getByRole('button', { name: 'Profile Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  const ask = dialog.getByRole('switch', { name: 'Ask how sure I am' });
  await expect(ask).toHaveAttribute('aria-checked', 'true');
  await ask.click();
  await expect(ask).toHaveAttribute('aria-checked', 'false');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await startQuick10(page);
  await expect(firstQuestion(page)).toBeVisible();
  await expect(answerButtons(page)).toHaveCount(4);
  await expect(confidencePicker(page)).toHaveCount(0);
});
