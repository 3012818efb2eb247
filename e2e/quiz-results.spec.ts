// A signed-in trainee's topic quiz through to the results
// [product#results, #results-flow, #results-messages, #learning-messages]: the reward pop-up
// (correct answers counted as on the Correct tile, the nectar beside them), Performance Insights,
// "Review Your Answers", flagging a question, and sharing one they wrote and one they were only
// shown (any signed-in trainee may share a question from their quiz; the shared page names the
// sharer).
import type { APIRequestContext } from '@playwright/test';
import { appOrigin, createTrainee } from './support/accounts.ts';
import { topicIdOf } from './support/quiz-api.ts';
import { answerButtons, answerEveryQuestion, openReviewRow, statTile } from './support/quiz-ui.ts';
import { expect, test } from './support/test.ts';
import { toast } from './support/ui.ts';

/** An Eye question whose right answer is A, written by the trainee signed in on `request`. */
async function writeEyeQuestion(request: APIRequestContext, questionText: string) {
  const written = await request.post('/api/questions', {
    headers: { origin: appOrigin },
    data: {
      questionText,
      topicIds: [await topicIdOf(request, 'Eye')],
      answers: {
        a: 'Chloramphenicol 0.5% eye drops',
        b: 'Prednisolone acetate eye drops',
        c: 'Atropine 1% eye drops',
        d: 'Timolol 0.5% eye drops',
      },
      correctAnswer: 'a',
      explanation: 'Most cases settle on their own; chloramphenicol is the usual choice if needed.',
      reference: 'https://bpac.org.nz/antibiotics/guide.aspx',
    },
  });
  expect(written.status(), await written.text()).toBe(200);
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test("a trainee takes a topic quiz, reviews the answers, flags a question and shares theirs and another author's", async ({
  page,
  request,
  browser,
}) => {
  test.slow(); // answers a whole quiz in the browser
  await createTrainee(page.request, { name: 'Ana Tupou' });
  const ownText = `Which drop treats bacterial conjunctivitis in adults? (${Date.now()})`;
  await writeEyeQuestion(page.request, ownText);
  // Another author's question in the same topic (the `request` fixture is another person).
  await createTrainee(request, { name: 'Hemi Walker' });
  const otherText = `Which drop is first choice for a sticky red eye? (${Date.now()})`;
  await writeEyeQuestion(request, otherText);

  await page.goto('/question-bank');
  await page
    .getByRole('article', { name: 'Eye' })
    .getByRole('button', { name: 'Keep Learning' })
    .click();
  await expect(page).toHaveURL(/\/topic-question-count$/);
  await expect(page.getByRole('heading', { name: 'How many questions?' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^5 questions or less/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^10 questions/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^20 questions/ })).toBeVisible();
  await page.getByRole('link', { name: /^All questions/ }).click();

  await expect(page.getByText('Eye', { exact: true }).first()).toBeVisible();
  const total = await answerEveryQuestion(page); // A everywhere: right for the trainee's own

  await expect(page).toHaveURL(/\/results$/);
  // Saved, and the other author's question earned nectar: "Sweet Success!" fades in. It counts
  // the correct answers as the Correct tile does; the trainee's own question, right but worth
  // no nectar, is among them, so the nectar beside them is one less.
  const reward = page.getByRole('dialog', { name: 'Sweet Success!' });
  await expect(reward).toBeVisible();
  const correct = Number((await statTile(page, 'Correct').textContent())?.match(/^\d+/)?.[0]);
  expect(correct).toBeGreaterThanOrEqual(2);
  await expect(reward.getByText(`You answered ${correct} questions correctly!`)).toBeVisible();
  await expect(reward.getByText(`+${correct - 1} nectar`, { exact: true })).toBeVisible();
  await reward.click();
  await expect(reward).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  await expect(statTile(page, 'Points')).toHaveText(new RegExp(`^\\d+/${total}\\s*Points$`));
  await expect(page.getByRole('link', { name: 'Learn', exact: true }).last()).toHaveAttribute(
    'href',
    '/learn',
  );
  await expect(page.getByRole('link', { name: 'Add Question' })).toHaveAttribute(
    'href',
    '/write-question',
  );
  await expect(page.getByRole('link', { name: 'Sign Up to Track Progress' })).toHaveCount(0);

  const reviewed = page.getByRole('article', { name: /^Question \d+$/ });
  await expect(reviewed).toHaveCount(total);

  // The trainee's own question: their answer was right, and they may share it.
  const own = reviewed.filter({ hasText: ownText });
  await expect(own.getByText('Correct', { exact: true })).toBeVisible();
  await openReviewRow(own); // one tap opens the row to the question whole
  await expect(own.getByText('Your answer · Correct answer')).toBeVisible();
  await expect(own.getByRole('link', { name: /View Reference/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await own.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, '🔗 Link copied to clipboard!')).toBeVisible();
  await expect(toast(page, 'Share this link with your friends')).toBeVisible();
  const link = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(link).toMatch(new RegExp(`^${appOrigin}/view-shared-question\\?code=[\\w-]+$`));

  // Another author's question, shown in this quiz: the trainee may share it too.
  const others = reviewed.filter({ hasText: otherText });
  await openReviewRow(others);
  await expect(others.getByText('Only the author can share this question')).toHaveCount(0);
  await others.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, '🔗 Link copied to clipboard!').first()).toBeVisible();
  // The first share's toast may still be up: wait for the clipboard itself to change.
  await expect.poll(() => page.evaluate<string>('navigator.clipboard.readText()')).not.toBe(link);
  const othersLink = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(othersLink).toMatch(new RegExp(`^${appOrigin}/view-shared-question\\?code=[\\w-]+$`));

  const other = reviewed.filter({ hasNotText: ownText }).first();

  // Flag it: a reason is required.
  await openReviewRow(other);
  await other.getByRole('button', { name: 'Flag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flag Question' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason').fill('   ');
  await dialog.getByRole('button', { name: 'Flag Question' }).click();
  await expect(toast(page, 'Please enter a reason for flagging this question')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason').fill('Answer C cites a guideline that was replaced in 2024.');
  await dialog.getByRole('button', { name: 'Flag Question' }).click();
  await expect(toast(page, 'Question flagged successfully')).toBeVisible();
  await expect(toast(page, 'The question creator has been notified')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Flagged' })).toBeVisible();

  // Back to Top, and the pop-up does not come back on a reload.
  await page.getByRole('button', { name: 'Back to Top' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeInViewport();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Whoever opens the link sees the question, shared by the trainee (not by its author).
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(othersLink);
  await expect(visitorPage.getByText(otherText)).toBeVisible();
  await expect(visitorPage.getByText('Shared by Ana Tupou')).toBeVisible();
  await visitor.close();
});

test('a reload in the middle of a quiz resumes it with the answers given', async ({ page }) => {
  await createTrainee(page.request);
  await page.goto('/answer');
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  const options = answerButtons(page);
  await page.keyboard.press('2');
  await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 2 of 10' })).toBeFocused();

  // the kept quiz is read with the quiz contracts, which the reload loads first
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 2 of 10' })).toBeVisible();
  await page.keyboard.press('p');
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'true');
});
