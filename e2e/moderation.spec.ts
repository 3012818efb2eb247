// Moderation and author analytics (ADR 039): a trainee flags a classmate's question from the
// results review; the author finds it first on My Questions with its flag badge, edits it, and
// the trainee hears under the bell that it was updated. And the analytics card on My Questions,
// after classmates answered through the API.
import type { Browser, Page } from '@playwright/test';
import { appOrigin, createTrainee, goodPassword } from './support/accounts.ts';
import { createQuiz, writeQuestion } from './support/quiz-authoring.ts';
import { takeQuiz } from './support/quiz-api.ts';
import { answerEveryQuestion, openReviewRow } from './support/quiz-ui.ts';
import { expect, test } from './support/test.ts';
import { closeToast, header, toast } from './support/ui.ts';

const headers = { origin: appOrigin };

async function pageSignedInAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const signIn = await context.request.post(`${appOrigin}/api/auth/sign-in/email`, {
    headers,
    data: { email, password: goodPassword },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return context.newPage();
}

test('a flagged question comes first for its author, who edits it, and the flagger hears it was updated', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow(); // two accounts, a quiz in the browser, an edit
  const author = await playwright.request.newContext({ baseURL: appOrigin });
  const authorAccount = await createTrainee(author, { name: 'Hemi Author' });
  const flagged = await writeQuestion(
    author,
    `Adult with a first seizure, now well: what next? (${Date.now()})`,
    'b',
  );
  // written later, so without the flag it would be listed first
  const newer = await writeQuestion(author, `Ankle sprain, can walk: x-ray? (${Date.now()})`, 'a');
  const shareCode = await createQuiz(author, 'Seizure quiz', [flagged.id]);
  await author.dispose();

  // The trainee answers it once (a shared quiz), then drills it from the saved questions, so the
  // results review shows it with its Flag button.
  await createTrainee(page.request, { name: 'Aroha Flagger' });
  await takeQuiz(page.request, { type: 'shared-quiz', shareCode }, () => 'a');
  const saved = await page.request.put(`/api/saved/${flagged.id}`, { headers, data: { note: '' } });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/saved');
  await page.getByRole('link', { name: 'Quiz saved questions' }).click();
  await answerEveryQuestion(page, () => 1);
  await expect(page).toHaveURL(/\/results$/);
  const reward = page.getByRole('dialog');
  await reward.waitFor({ timeout: 5_000 }).then(
    () => reward.click(),
    () => undefined,
  );
  await expect(reward).toHaveCount(0);

  // The flag dialog, its toast and strings as before.
  const reviewed = await openReviewRow(page.getByRole('article', { name: 'Question 1' }));
  await reviewed.getByRole('button', { name: 'Flag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flag Question' });
  await dialog.getByLabel('Reason').fill('The driving advice changed: B is out of date.');
  await dialog.getByRole('button', { name: 'Flag Question' }).click();
  await expect(toast(page, 'Question flagged successfully')).toBeVisible();
  await expect(reviewed.getByRole('button', { name: 'Flagged' })).toBeVisible();

  // The author: the flagged question first, with its badge and the flag's conversation open.
  const authorPage = await pageSignedInAs(browser, authorAccount.email);
  await authorPage.goto(`${appOrigin}/my-questions`);
  const items = authorPage.getByRole('article');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(flagged.questionText);
  await expect(items.first().getByText('1 open flag')).toBeVisible();
  await expect(items.nth(1)).toContainText(newer.questionText);
  await expect(items.nth(1).getByText(/open flag/)).toHaveCount(0);
  await expect(
    items.first().getByText('The driving advice changed: B is out of date.').last(),
  ).toBeVisible();

  // The author edits the question: the flag is fixed and leaves the list's top.
  await items.first().getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(authorPage.getByRole('heading', { name: 'Edit Question' })).toBeVisible();
  const stem = authorPage.getByLabel('Question', { exact: true });
  await stem.fill(`${flagged.questionText} Updated for the 2025 driving rules.`);
  await authorPage.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(authorPage, 'Changes saved')).toBeVisible();
  await closeToast(authorPage);
  await expect(authorPage).toHaveURL(/\/my-questions$/);
  await expect(authorPage.getByText(/open flag/)).toHaveCount(0);
  await expect(items.first()).toContainText(newer.questionText);
  await authorPage.context().close();

  // The flagger: the bell says it was updated, and the conversation shows it fixed.
  await page.goto('/learn');
  const bell = header(page).getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('A question you flagged was updated by its author')).toBeVisible();
  await panel.getByRole('link', { name: 'View conversation' }).click();
  await expect(page).toHaveURL(/\/flags\//);
  await expect(page.getByText('Fixed', { exact: true })).toBeVisible();
  await expect(page.getByText('The author updated the question.')).toBeVisible();
});

test('My Questions shows an analytics card per question once classmates answered', async ({
  page,
  playwright,
}) => {
  await createTrainee(page.request, { name: 'Wiremu Author' });
  const answered = await writeQuestion(
    page.request,
    `Otitis media in a 3-year-old, well: first step? (${Date.now()})`,
    'b',
  );
  const quiet = await writeQuestion(page.request, `Nobody answered this (${Date.now()})`, 'c');
  const shareCode = await createQuiz(page.request, 'Ear quiz', [answered.id]);

  // Five classmates answer, the fewest whose choices are shown (ADR 058): B, B, A, B, D.
  for (const choice of ['b', 'b', 'a', 'b', 'd'] as const) {
    const classmate = await playwright.request.newContext({ baseURL: appOrigin });
    await createTrainee(classmate, {});
    await takeQuiz(classmate, { type: 'shared-quiz', shareCode }, () => choice);
    await classmate.dispose();
  }

  await page.goto('/my-questions');
  const item = page.getByRole('article').filter({ hasText: answered.questionText });
  await item.getByText('Analytics').click();
  const card = item.getByRole('region', { name: 'Question analytics' });
  await expect(card.getByText('Answered')).toBeVisible();
  await expect(card.getByText('60%of 5 first attempts')).toBeVisible();
  await expect(card.getByText('of 5 first attempts')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Option A: 20%' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Option B: 60%' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Option C: 0%' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Option D: 20%' })).toBeVisible();
  await expect(card.getByText('(key)')).toBeVisible();
  await expect(
    card.getByText('Not enough answers from strong and weak trainees yet'),
  ).toBeVisible();

  const empty = page.getByRole('article').filter({ hasText: quiet.questionText });
  await empty.getByText('Analytics').click();
  await expect(
    empty.getByText('No answers yet. Once classmates answer it, you will see how they did here.'),
  ).toBeVisible();
});

test('a notice about a question its author has since deleted says so and can be dismissed', async ({
  page,
  playwright,
}) => {
  await createTrainee(page.request, { name: 'Rawiri Author' });
  const question = await writeQuestion(
    page.request,
    `Gout flare while on allopurinol: stop it? (${Date.now()})`,
  );
  const share = await page.request.post(`/api/questions/${question.id}/share`, { headers });
  const { code } = (await share.json()) as { code: string };
  const flagger = await playwright.request.newContext({ baseURL: appOrigin });
  await createTrainee(flagger, { name: 'Ana Flagger' });
  // Only a trainee who answered a question may flag it (ADR 058).
  const answered = await flagger.post(`/api/shared/${code}/check`, {
    headers,
    data: { answer: 'a' },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const flagged = await flagger.post(`/api/questions/${question.id}/flag`, {
    headers,
    data: { reason: 'The guideline changed last year.' },
  });
  expect(flagged.status(), await flagged.text()).toBe(200);
  await flagger.dispose();
  const deleted = await page.request.delete(`/api/questions/${question.id}`, { headers });
  expect(deleted.status(), await deleted.text()).toBe(200);

  await page.goto('/learn');
  await header(page).getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const notice = panel.getByRole('listitem').filter({ hasText: 'Ana Flagger flagged' });
  await expect(notice.getByText('This question was deleted')).toBeVisible();
  await expect(notice.getByRole('link', { name: 'View question' })).toHaveCount(0);
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await expect(panel.getByText('No notifications yet')).toBeVisible();

  // Gone for good, not only from this page's memory.
  await page.reload();
  await header(page).getByRole('button', { name: 'Notifications' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByText('No notifications yet'),
  ).toBeVisible();
});
