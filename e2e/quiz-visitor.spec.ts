// Quizzes for visitors [product#visitor-attempts, #quick-10, #results-flow]: a Quick 10 without an
// account, the results with the sign-up pitch, and the attempt linked to the account made
// afterwards. Also what the quiz does when the network lets it down.
import { goodPassword, uniqueEmail } from './support/accounts.ts';
import { answerButtons, answerEveryQuestion, openReviewRow, statTile } from './support/quiz-ui.ts';
import { expect, test } from './support/test.ts';
import { fillSignUp, toast } from './support/ui.ts';

test('a visitor takes a Quick 10, signs up from the results, and the attempt joins the new account', async ({
  page,
}) => {
  test.slow(); // answers a whole quiz in the browser
  await page.goto('/quick-10');
  await expect(page.getByRole('heading', { name: 'Quick 10' })).toBeVisible();
  // Signed out, every question is new.
  await expect(statTile(page, 'Need Review')).toHaveText(/^0\s*Need Review$/);
  await expect(statTile(page, 'Mastered')).toHaveText(/^0\s*Mastered$/);
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/my-progress');

  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page).toHaveURL(/\/answer$/);
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expect(page.getByText('0% Complete')).toBeVisible();
  // Next stays disabled until the question is answered.
  await expect(page.getByRole('button', { name: 'Next Question' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  expect(await answerEveryQuestion(page, (n) => n % 4)).toBe(10);

  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  await expect(page.getByText(/^You scored \d+%$/)).toBeVisible();
  await expect(statTile(page, 'Points')).toHaveText(/^\d+\/10\s*Points$/);
  await expect(page.getByRole('heading', { name: 'Performance Insights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Review Your Answers' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Question \d+$/ })).toHaveCount(10);
  // Nothing is saved for a visitor: no reward pop-up, and no Learn / Add Question.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Question' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(page.getByRole('link', { name: 'Do 10 More' })).toHaveAttribute(
    'href',
    '/question-bank',
  );

  // Flagging and sharing need an account.
  const first = await openReviewRow(page.getByRole('article', { name: 'Question 1', exact: true }));
  await first.getByRole('button', { name: 'Flag' }).click();
  await expect(toast(page, 'Please sign in to flag questions')).toBeVisible();
  await first.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Please sign in to share questions')).toBeVisible();

  // The browser remembers the attempt (with its claim token) and where the flow stands.
  const pending = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('pendingQuizAttempts')!),
  );
  expect(pending).toEqual([{ id: expect.any(String), claimToken: expect.any(String) }]);
  const flow = await page.evaluate(() => JSON.parse(localStorage.getItem('flowState')!));
  expect(flow.currentStep).toBe('sign-up');
  expect(flow.completedSteps).toEqual(['receive-question', 'answer-question', 'see-results']);

  // A reload of the results still shows them, read again with the claim token in a header: never
  // in the URL, which servers and proxies log (ADR 059).
  const reread = page.waitForResponse((r) => /\/api\/quiz-sessions\/[^/]+\/result/.test(r.url()));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  const result = await reread;
  expect(result.status()).toBe(200);
  expect(result.url()).not.toContain('claimToken');
  expect(result.request().headers()['x-claim-token']).toBe(pending[0].claimToken);

  await page.getByRole('link', { name: 'Sign Up to Track Progress' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await fillSignUp(page, {
    name: 'Hemi Walker',
    email: uniqueEmail('visitor'),
    password: goodPassword,
  });
  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  // The ten answers now belong to the account, and the pending list is gone.
  await expect
    .poll(async () => (await (await page.request.get('/api/stats/summary')).json()).answered)
    .toBe(10);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pendingQuizAttempts')))
    .toBeNull();
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('flowState')!));
  expect(after.currentStep).toBe('dashboard');
  expect(after.completedSteps).toContain('sign-up');
});

test('answers survive a reload, the numbered grid jumps between questions, and Exit asks first', async ({
  page,
}) => {
  test.slow(); // a reload and several navigations
  await page.goto('/quick-10');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();

  await answerButtons(page).nth(1).click();
  // The choice shows at once and registers a moment later.
  await expect(answerButtons(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next Question' }).click();
  await answerButtons(page).nth(2).click();
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByRole('heading', { name: 'Question 3 of 10' })).toBeVisible();
  await expect(page.getByText('20% Complete')).toBeVisible();

  const grid = page.getByRole('navigation', { name: 'Questions' });
  await expect(
    grid.getByRole('button', { name: 'Question 3, not answered, current' }),
  ).toBeVisible();
  await grid.getByRole('button', { name: 'Question 1, answered' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expect(answerButtons(page).nth(1)).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expect(answerButtons(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(grid.getByRole('button', { name: 'Question 2, answered' })).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Question 3, not answered' })).toBeVisible();

  await grid.getByRole('button', { name: 'Question 3, not answered' }).click();
  await expect(page.getByRole('button', { name: 'Next Question' })).toBeDisabled();

  await page.getByRole('button', { name: 'Exit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this quiz?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Going' }).click();
  await expect(page.getByRole('heading', { name: 'Question 3 of 10' })).toBeVisible();
  await page.getByRole('button', { name: 'Exit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Exit Quiz' }).click();
  // Home needs an account: a visitor ends on /auth.
  await expect(page).toHaveURL(/\/auth$/);
});

test('when saving the results fails, the answers stay and Retry sends the same quiz again', async ({
  page,
}) => {
  test.slow(); // answers a whole quiz in the browser
  const completions: string[] = [];
  await page.route('**/api/quiz-sessions/*/complete', async (route) => {
    completions.push(new URL(route.request().url()).pathname);
    if (completions.length === 1) return route.abort('internetdisconnected');
    return route.continue();
  });
  await page.goto('/quick-10');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await answerEveryQuestion(page);

  const failed = toast(page, 'Failed to submit answer');
  await expect(failed).toBeVisible();
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByRole('button', { name: 'Retry' }),
  ).toBeVisible();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Your results are not saved yet');
  await expect(page).toHaveURL(/\/answer$/);
  await expect(page.getByRole('heading', { name: 'Question 10 of 10' })).toBeVisible();

  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Question \d+$/ })).toHaveCount(10);
  // One quiz, sent twice: the same session both times.
  expect(completions).toHaveLength(2);
  expect(completions[1]).toBe(completions[0]);
});

test('a quiz that cannot load says "Failed to load questions" and returns to the question bank', async ({
  page,
}) => {
  await page.route('**/api/quiz-sessions', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
      : route.continue(),
  );
  await page.goto('/quick-10');
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(toast(page, 'Failed to load questions')).toBeVisible();
  await expect(page).toHaveURL(/\/question-bank$/);
});

test('quiz screens opened without what they need send the visitor somewhere useful', async ({
  page,
}) => {
  await page.goto('/topic-question-count');
  await expect(page).toHaveURL(/\/question-bank$/);

  await page.goto('/question-bank/review-options');
  await expect(page).toHaveURL(/\/question-bank$/);

  // No quiz in this tab to show: said so, and on to the question bank.
  await page.goto('/results');
  await expect(toast(page, 'No quiz data found')).toBeVisible();
  await expect(page).toHaveURL(/\/question-bank$/);
  await expect(toast(page, 'Failed to load results')).toHaveCount(0);
});

test('results that cannot be loaded say "Failed to load results" and offer Retry', async ({
  page,
}) => {
  // /results naming a quiz the server does not know (as after its result was lost).
  await page.goto('/question-bank');
  const state = { usr: { sessionId: '00000000-0000-4000-8000-000000000000' }, key: 'x', idx: 0 };
  await page.evaluate(`history.replaceState(${JSON.stringify(state)}, '', '/results')`);
  await page.reload();
  await expect(toast(page, 'Failed to load results')).toBeVisible();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Question Bank' })).toBeVisible();
});
