// Once every question of a scope has been attempted [product#review-options]: the review options,
// and a review of the incorrect answers; and once everything is mastered, Quick 10 congratulates
// instead.
import { createTrainee } from './support/accounts.ts';
import { takeQuiz } from './support/quiz-api.ts';
import { answerEveryQuestion, statTile } from './support/quiz-ui.ts';
import { expect, test, type APIRequestContext } from './support/test.ts';
import type { OptionId } from '#shared/contract/questions.ts';

test('a trainee who has attempted a whole topic chooses to review the incorrect answers', async ({
  page,
}) => {
  test.slow(); // answers a whole quiz in the browser
  await createTrainee(page.request, { name: 'Sione Vaka' });
  await page.goto('/question-bank');
  const card = page.getByRole('article', { name: 'Cardiovascular' });
  await card.getByRole('button', { name: 'Keep Learning' }).click();
  await page.getByRole('link', { name: /^All questions/ }).click();
  // A everywhere: at least two of the demo cardiovascular questions have another answer.
  const total = await answerEveryQuestion(page);
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  const incorrect = Number(
    (await statTile(page, 'Incorrect').textContent())?.match(/^\d+/)?.[0] ?? NaN,
  );
  expect(incorrect).toBeGreaterThan(0);

  // Every question is attempted now: a new topic quiz offers the review instead.
  await page.goto('/question-bank');
  await card.getByRole('button', { name: 'Keep Learning' }).click();
  await page.getByRole('link', { name: /^10 questions/ }).click();
  await expect(page).toHaveURL(/\/question-bank\/review-options$/);
  await expect(page.getByRole('heading', { name: 'All Questions Completed!' })).toBeVisible();
  await expect(statTile(page, 'Total')).toHaveText(new RegExp(`^${total}\\s*Total$`));
  await expect(statTile(page, 'Incorrect')).toHaveText(new RegExp(`^${incorrect}\\s*Incorrect$`));
  await expect(statTile(page, 'Correct')).toHaveText(
    new RegExp(`^${total - incorrect}\\s*Correct$`),
  );
  const accuracy = Math.round(((total - incorrect) / total) * 100);
  await expect(page.getByText(`${accuracy}%`, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Question Bank' })).toHaveAttribute(
    'href',
    '/question-bank',
  );
  if (total - incorrect > 0) {
    await expect(
      page.getByRole('link', { name: `Review Correct Answers (${total - incorrect})` }),
    ).toBeVisible();
  }

  await page.getByRole('link', { name: `Review Incorrect Answers (${incorrect})` }).click();
  await expect(page).toHaveURL(/\/answer$/);
  await expect(page.getByText('Reviewing incorrect answers')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Question 1 of ${Math.min(incorrect, 10)}` }),
  ).toBeVisible();
});

/**
 * Answers every question in the hive correctly through the API: new ones first (the completion
 * reveals the right answers), then a review of whatever was missed.
 */
async function masterEverything(request: APIRequestContext) {
  const known = new Map<string, OptionId>();
  const pick = (question: { id: string }) => known.get(question.id) ?? 'a';
  for (let round = 0; round < 6; round++) {
    const result =
      (await takeQuiz(request, { type: 'quick', questionCount: 'all' }, pick)) ??
      (await takeQuiz(
        request,
        { type: 'quick', reviewMode: 'incorrect', questionCount: 'all' },
        pick,
      ));
    if (!result) return;
    for (const r of result.results) if (r.correctAnswer) known.set(r.questionId, r.correctAnswer);
  }
  throw new Error('could not master every question');
}

test('a trainee who has mastered every question is congratulated instead of starting a Quick 10', async ({
  page,
}) => {
  test.slow(); // answers every question in the hive through the API first
  await createTrainee(page.request, { name: 'Kiri Mastery' });
  // Other journeys may write questions meanwhile: master again until Quick 10 agrees.
  await expect(async () => {
    await masterEverything(page.request);
    await page.goto('/quick-10');
    await expect(statTile(page, 'New')).toHaveText(/^0\s*New$/, { timeout: 2000 });
    await expect(statTile(page, 'Need Review')).toHaveText(/^0\s*Need Review$/, {
      timeout: 2000,
    });
  }).toPass({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/congratulations$/);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByText(/check back tomorrow/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write a Question' })).toHaveAttribute(
    'href',
    '/write-question',
  );
  await page.getByRole('link', { name: 'Back to My Progress' }).click();
  await expect(page).toHaveURL(/\/my-progress$/);
});
