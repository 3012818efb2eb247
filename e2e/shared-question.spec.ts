// Share links that lead nowhere [001 §2, §8]: a malformed code and an unknown one each say so
// and go to /.
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
