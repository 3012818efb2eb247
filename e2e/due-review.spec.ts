// Spaced review (ADR 031): questions a trainee missed come back as "Due today" on /learn, and
// Start Review clears them. FSRS schedules a miss for the next day, so the journey moves those
// cards' due time back an hour in the database (support/database.ts, test-only).
import { expect, test } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';
import { makeReviewsDue } from './support/database.ts';
import { takeQuiz } from './support/quiz-api.ts';
import { answerEveryQuestion } from './support/quiz-ui.ts';

test('a trainee sees the questions they missed come due, reviews them, and is told when the next review is', async ({
  page,
}) => {
  const trainee = await createTrainee(page.request);
  await page.goto('/learn');
  const card = page.getByRole('region', { name: 'Spaced Review' });
  await expect(card.getByText(/^Nothing due yet/)).toBeVisible();

  // A Quick 10 answered 'a' throughout: some right, some wrong.
  const result = await takeQuiz(page.request, { type: 'quick', questionCount: 10 });
  const missed = result!.results.filter((r) => !r.isCorrect).map((r) => r.questionId);
  expect(missed.length).toBeGreaterThan(0);

  // Nothing is due the same day: a miss comes back tomorrow, a right answer days later.
  await page.reload();
  await expect(card.getByText(/^Nothing due\. Next review (tomorrow|in \d+ days)$/)).toBeVisible();

  await makeReviewsDue(trainee.email, missed);
  // The question bank's topic cards show their share of it.
  await page.goto('/question-bank');
  await expect(page.getByText(/^\d+ due today$/).first()).toBeVisible();

  await page.goto('/learn');
  await expect(card.getByText(`Due today: ${missed.length}`)).toBeVisible();
  await card.getByRole('link', { name: 'Start Review' }).click();

  await expect(page).toHaveURL(/\/answer$/);
  await expect(page.getByText('Due review')).toBeVisible();
  expect(await answerEveryQuestion(page)).toBe(missed.length);
  await expect(page).toHaveURL(/\/results$/);

  await page.goto('/learn');
  await expect(card.getByText(/^Nothing due\. Next review (tomorrow|in \d+ days)$/)).toBeVisible();
});
