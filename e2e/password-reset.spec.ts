// Forgotten password [product#account-validation, #password-reset-flow]: the Reset tab mails a
// link; the link opens /reset-password, which sets a new password once.
import { expect, test, type APIRequestContext } from './support/test.ts';
import { appOrigin, createTrainee, uniqueEmail } from './support/accounts.ts';
import { latestLinkTo, outbox } from './support/outbox.ts';
import { header, signInOnAuthPage, toast } from './support/ui.ts';

const invalidLink = 'Invalid or expired password reset link. Please request a new one.';

/** Waits for the reset mail to `email` and returns its link. */
async function resetLinkFor(email: string): Promise<string> {
  await expect
    .poll(() => latestLinkTo(email), { message: `a reset mail to ${email}` })
    .toBeTruthy();
  return latestLinkTo(email)!;
}

async function sessionUser(request: APIRequestContext) {
  const response = await request.get('/api/session');
  return ((await response.json()) as { user: unknown }).user;
}

test('a trainee who forgot the password resets it from the e-mailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  // `request` signed up, so it holds a session: another device that stays signed in.
  const trainee = await createTrainee(request, { name: 'Rawiri Kingi' });
  expect(await sessionUser(request)).toBeTruthy();

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Reset' }).click();
  await page.getByRole('main').getByLabel('Email').fill(trainee.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Password reset email sent! Check your inbox.')).toBeVisible();

  const link = await resetLinkFor(trainee.email);
  const mail = outbox().findLast((m) => m.to === trainee.email)!;
  expect(mail.subject).toBe('Reset your Hive password');
  expect(link.startsWith(`${appOrigin}/`)).toBe(true);

  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=[^&]+/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(
    page.getByText('Must be at least 8 characters with uppercase, lowercase, and number.'),
  ).toBeVisible();

  const newPassword = page.getByLabel('New Password');
  const confirm = page.getByLabel('Confirm Password');
  const update = page.getByRole('button', { name: 'Update Password' });

  await newPassword.fill('Kowhai2026');
  await confirm.fill('Kowhai2025');
  await update.click();
  await expect(toast(page, 'Passwords do not match')).toBeVisible();

  await newPassword.fill('kowhai2026');
  await confirm.fill('kowhai2026');
  await update.click();
  await expect(toast(page, 'Password must contain at least one uppercase letter')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  await newPassword.fill('Kowhai2026');
  await confirm.fill('Kowhai2026');
  await update.click();
  await expect(toast(page, 'Password updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // Other sessions end with the reset.
  expect(await sessionUser(request)).toBeNull();

  // The link works once: opening it again is refused and leads back to /auth.
  await page.goto(link);
  await expect(toast(page, invalidLink)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The old password no longer works; the new one does.
  await signInOnAuthPage(page, trainee.email, trainee.password);
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await signInOnAuthPage(page, trainee.email, 'Kowhai2026');
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { name: 'Kia ora, Rawiri!' })).toBeVisible();
});

test('opening /reset-password without a token says the link is invalid and returns to /auth', async ({
  page,
}) => {
  await page.goto('/reset-password');
  await expect(toast(page, invalidLink)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a made-up reset token is refused by the server when the new password is submitted', async ({
  page,
}) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New Password').fill('Kowhai2026');
  await page.getByLabel('Confirm Password').fill('Kowhai2026');
  const response = page.waitForResponse((r) => r.url().endsWith('/api/auth/reset-password'));
  await page.getByRole('button', { name: 'Update Password' }).click();
  expect((await response).status()).toBe(400);
  await expect(toast(page, invalidLink)).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('asking for a reset link for an unknown e-mail looks the same as for a real account', async ({
  page,
}) => {
  const email = uniqueEmail('unknown');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Reset' }).click();
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Password reset email sent! Check your inbox.')).toBeVisible();
  expect(latestLinkTo(email)).toBeUndefined();
});
