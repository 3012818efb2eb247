// The quiz screens as a user drives them: answer buttons A-D, Next Question / See Results.
import { expect, type Locator, type Page } from '@playwright/test';

/** The four answer buttons of the question on screen (not their strike-out toggles). */
export function answerButtons(page: Page): Locator {
  return page.getByRole('group', { name: 'Answers' }).locator('button[data-option]');
}

/** A figure on the quiz screens (Quick 10, results, review options), e.g. "Correct". */
export function statTile(page: Page, label: string): Locator {
  return page.getByRole('group', { name: label, exact: true });
}

/** "Question 1 of N" on screen: returns N. */
async function quizLength(page: Page): Promise<number> {
  const heading = page.getByRole('heading', { name: /^Question 1 of \d+$/ });
  await expect(heading).toBeVisible();
  return Number((await heading.textContent())?.match(/of (\d+)/)?.[1]);
}

/**
 * Answers every question from the first one on, tapping the answer `pick` chooses (0 = A), then
 * Next Question, and on the last one See Results. Returns the number of questions.
 */
export async function answerEveryQuestion(
  page: Page,
  pick: (questionNumber: number) => number = () => 0,
): Promise<number> {
  const total = await quizLength(page);
  for (let n = 1; n <= total; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of ${total}` })).toBeVisible();
    const next = page.getByRole('button', { name: n === total ? 'See Results' : 'Next Question' });
    await answerButtons(page).nth(pick(n)).click();
    await next.click(); // enabled once the choice registers (300 ms)
  }
  return total;
}

/**
 * Opens a row of the results' "Review Your Answers" (one tap on its toggle) unless it is open,
 * and returns it: the question whole, its explanation and its actions show once it is.
 */
export async function openReviewRow(row: Locator): Promise<Locator> {
  const toggle = row.getByRole('button', { name: /^Question \d+/ });
  // Again if a tap missed: a row above that is still loading its panels can move this one
  // between Playwright's hit test and its click.
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass();
  return row;
}
