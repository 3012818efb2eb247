// A signed-in trainee's topic quiz through to the results [000 §2, §4, §5, §8]: the reward
// pop-up, Performance Insights, "Review Your Answers", flagging a question and sharing one they
// wrote (only authors may share: others' questions show Share disabled, with the reason).
import { appOrigin, createTrainee } from './support/accounts.ts';
import { topicIdOf } from './support/quiz-api.ts';
import { answerEveryQuestion, statTile } from './support/quiz-ui.ts';
import { expect, test } from './support/test.ts';
import { toast } from './support/ui.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a trainee takes a topic quiz, reviews the answers, flags a question and shares their own', async ({
  page,
}) => {
  test.slow(); // answers a whole quiz in the browser
  await createTrainee(page.request, { name: 'Ana Tupou' });
  const ownText = `Which drop treats bacterial conjunctivitis in adults? (${Date.now()})`;
  const written = await page.request.post('/api/questions', {
    headers: { origin: appOrigin },
    data: {
      questionText: ownText,
      topicIds: [await topicIdOf(page.request, 'Eye')],
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
  // Saved, with at least one correct answer: the reward pop-up fades in; a click closes it.
  const reward = page.getByRole('dialog', { name: /^(Sweet Success!|Great Review!)$/ });
  await expect(reward).toBeVisible();
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

  // Someone else's question: Share is off, and says why.
  const other = reviewed.filter({ hasNotText: ownText }).first();
  await expect(other.getByRole('button', { name: 'Share' })).toBeDisabled();
  await expect(other.getByText('Only the author can share this question')).toBeVisible();

  // Flag it: a reason is required.
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
});
