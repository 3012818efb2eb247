// Signing up [product#auth, #session-flow, #account-validation, #learning-messages]: the Sign Up
// tab of /auth and the short /signup screen, then onboarding (class and year) and the first visit
// to Learn.
import { expect, test } from './support/test.ts';
import { createTrainee, goodPassword, uniqueEmail } from './support/accounts.ts';
import { fillSignUp, header, openSignUpTab, toast } from './support/ui.ts';

/** The calendar year in New Zealand now. */
const nzYear = () =>
  Number(
    new Intl.DateTimeFormat('en-NZ', { timeZone: 'Pacific/Auckland', year: 'numeric' }).format(
      new Date(),
    ),
  );

test('a new trainee signs up, picks a class and lands on Learn', async ({ page }) => {
  const email = uniqueEmail('signup');
  await openSignUpTab(page);
  await fillSignUp(page, { name: 'Aroha Ngata', email, password: goodPassword });

  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Welcome to the hive, Aroha!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Which class are you in?' })).toBeVisible();
  // All 13 classes are offered, none chosen yet; the year defaults to the current training year,
  // New Zealand's calendar year [product#training-year].
  await expect(page.getByRole('radio')).toHaveCount(13);
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(page.getByLabel('GPEP1 Year')).toHaveValue(String(nzYear()));

  // Submitting without a class is refused.
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(toast(page, 'Please select your GPEP class')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.getByRole('radio', { name: 'Waikato/Bay of Plenty' }).check();
  await page.getByLabel('GPEP1 Year').selectOption('2026');
  await page.getByRole('button', { name: 'Complete Profile' }).click();

  await expect(toast(page, 'Profile completed!')).toBeVisible();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { name: 'Kia ora, Aroha!' })).toBeVisible();
  // new here: welcomed, not welcomed back [product#learn]
  await expect(page.getByText('Welcome to the hive, Aroha Ngata.')).toBeVisible();
  await expect(page.getByText('Waikato/Bay of Plenty · GPEP1 2026')).toBeVisible();

  // The account is real: after a reload the trainee is still signed in and on Learn.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kia ora, Aroha!' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('a first-time visitor lands on the Sign Up tab; a device someone signed in on opens on Login', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByLabel('Full Name')).toBeVisible();

  // Signed in once on this device, then signed out (the cookie gone): Login from then on.
  await createTrainee(page.request, { name: 'Tama Rewi' });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Kia ora, Tama!' })).toBeVisible();
  await page.context().clearCookies();
  await page.goto('/auth');
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
});

test('onboarding shows how many trainees each class has in the chosen year', async ({
  page,
  request,
}) => {
  // A year no other journey uses, so the figures are this test's alone.
  for (let i = 0; i < 2; i++) {
    await createTrainee(request, { gpepClass: 'Tairāwhiti', gpepYear: 2041 });
  }
  await createTrainee(request, { gpepClass: 'Otago', gpepYear: 2041 });
  await createTrainee(page.request, { onboard: false });
  await page.goto('/onboarding');
  await page.getByLabel('GPEP1 Year').selectOption('2041');
  await expect(page.getByRole('radio', { name: 'Tairāwhiti · 2 trainees' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Otago · 1 trainee', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Southland · 0 trainees' })).toBeVisible();
  await page.getByRole('radio', { name: /^Otago/ }).check();
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByText('Otago · GPEP1 2041')).toBeVisible();
});

test('the short sign-up screen asks for every field before it calls the server', async ({
  page,
}) => {
  let signUpCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-up')) signUpCalls += 1;
  });
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Please fill in all fields')).toBeVisible();

  // Name and e-mail without a password is still incomplete (one toast per attempt; reload first
  // so the earlier one cannot satisfy the check).
  await page.reload();
  await page.getByLabel('Full Name').fill('Tama Rewi');
  await page.getByLabel('Email').fill(uniqueEmail('incomplete'));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Please fill in all fields')).toBeVisible();
  expect(signUpCalls).toBe(0);

  // The Sign In link leads to the login form (#login: on the Login tab even on a first visit).
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth#login$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
});

test('"Skip for now" on the sign-up screen sends a signed-out visitor home, and so to /auth', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  // "/" is the signed-in home; a visitor is sent on to the landing page.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('a visitor signs up on the short sign-up screen and is taken to onboarding', async ({
  page,
}) => {
  await page.goto('/signup');
  await fillSignUp(page, {
    name: 'Tama Rewi',
    email: uniqueEmail('local'),
    password: goodPassword,
  });
  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Welcome to the hive, Tama!')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('signing up with an e-mail that already has an account is refused', async ({
  page,
  request,
}) => {
  const existing = await createTrainee(request);
  await openSignUpTab(page);
  await fillSignUp(page, { name: 'Someone Else', email: existing.email, password: 'Another123' });
  await expect(
    toast(page, 'An account with this email already exists. Please sign in.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
});
