// Share links that lead nowhere [product#shared-question, #authoring-messages]: a malformed code
// and an unknown one each say so and go to /. And the nectar a signed-in answer earns, as the toast
// tells it.
import { appOrigin, createTrainee } from './support/accounts.ts';
import { writeQuestion } from './support/quiz-authoring.ts';
import { expect, test } from './support/test.ts';
import { toast } from './support/ui.ts';

test('a visitor opening a malformed share link is told it is invalid and sent home', async ({
  page,
}) => {
  await page.goto('/shared/not*a*code');
  await expect(toast(page, 'Invalid share link')).toBeVisible();
  // / sends a visitor on to /auth.
  await expect(page).toHaveURL(/\/auth$/);

  await page.goto('/view-shared-question');
  await expect(toast(page, 'Invalid share link')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a visitor opening a share link that does not exist is told the question was not found', async ({
  page,
}) => {
  await page.goto('/view-shared-question?code=AbCdEfGh12345678');
  await expect(toast(page, 'Question not found')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a trainee answering a shared question is told when it fails, and the nectar each answer earned', async ({
  page,
  request,
}) => {
  // The author (the `request` fixture) shares a question; another trainee answers in the browser.
  await createTrainee(request, { name: 'Tama Author' });
  const written = await writeQuestion(request, `A shared one to answer twice (${Date.now()})`, 'b');
  const shared = await request.post(`/api/questions/${written.id}/share`, {
    headers: { origin: appOrigin },
    data: {},
  });
  expect(shared.status(), await shared.text()).toBe(200);
  const { code } = (await shared.json()) as { code: string };
  await createTrainee(page.request, { name: 'Rangi Reader' });

  // The first try does not reach the server: nothing is saved, and it can be sent again.
  let checks = 0;
  await page.route('**/api/shared/*/check', (route) =>
    ++checks === 1 ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto(`/shared/${code}`);
  await page.getByRole('radio', { name: /Refer the same day/ }).check();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(toast(page, 'Failed to submit answer')).toBeVisible();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(toast(page, 'Correct! +1 points')).toBeVisible();
  await expect(page.getByText('+1 nectar added to your total.')).toBeVisible();

  // Right again: saved, but the nectar was earned the first time.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByRole('radio', { name: /Refer the same day/ }).check();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(toast(page, 'Correct! +0 points')).toBeVisible();
  await expect(page.getByText('No new nectar this time.', { exact: false })).toBeVisible();
  await expect(toast(page, 'Correct! +1 points')).toHaveCount(0);
});
