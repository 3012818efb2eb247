// The quiz with the keyboard alone (ADR 047): 1-4 or A-D choose, the arrows move between the
// options, Enter goes on, P / N go back and forth; focus lands on the question's heading and a
// live region says where the trainee is.
import { createTrainee } from './support/accounts.ts';
import { answerButtons } from './support/quiz-ui.ts';
import { expect, test } from './support/test.ts';

test('a trainee takes a Quick 10 with the keyboard alone', async ({ page }) => {
  test.slow(); // ten questions
  await createTrainee(page.request);
  await page.goto('/answer');
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  const options = answerButtons(page);
  const status = page.getByRole('status').filter({ hasText: /^Question \d+ of 10$/ });

  // 2 chooses B; the arrows then start from the chosen option and move on from it.
  await page.keyboard.press('2');
  await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(1)).toBeFocused();
  // Enter on the chosen option goes on; focus moves to the next question's heading.
  await page.keyboard.press('Enter');
  const second = page.getByRole('heading', { name: 'Question 2 of 10' });
  await expect(second).toBeFocused();
  await expect(status).toHaveText('Question 2 of 10');

  // A letter chooses too; P goes back (the first answer kept), N forward again.
  await page.keyboard.press('c');
  await expect(options.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('p');
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeFocused();
  await expect(status).toHaveText('Question 1 of 10');
  await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('n');
  await expect(second).toBeFocused();
  await expect(options.nth(2)).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('Enter');
  for (let n = 3; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 10` })).toBeFocused();
    if (n === 3) {
      // Enter with nothing chosen stays put: Next waits for an answer here.
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Question 3 of 10' })).toBeFocused();
    }
    await page.keyboard.press('A');
    await expect(options.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter'); // the last one: See Results
  }
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
});
