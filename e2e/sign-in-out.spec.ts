// Signing in and out, and the header that follows the session
// [product#header, #session-flow, #learning-messages].
import { expect, test } from './support/test.ts';
import { createTrainee, uniqueEmail } from './support/accounts.ts';
import { header, signInOnAuthPage, toast } from './support/ui.ts';

test('a signed-in trainee sees Learn, My Progress, Saved and About in the header, then signs out', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Mere Tane' });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();

  const nav = header(page).getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Learn', 'My Progress', 'Saved', 'About']);
  await expect(nav.getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
  await expect(nav.getByRole('link', { name: 'My Progress' })).toHaveAttribute(
    'href',
    '/my-progress',
  );
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  await expect(header(page).getByRole('button', { name: 'Profile Settings' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  // Sign Out asks first [product#sign-out]: Cancel keeps the session, "Sign out" ends it.
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out of Hive?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/learn$/);
  expect((await (await page.request.get('/api/session')).json()).user).not.toBeNull();
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await confirm.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

  // The session is really gone: the server says so, and Learn is closed again.
  const session = await page.request.get('/api/session');
  expect(await session.json()).toEqual({ user: null, profile: null });
  await page.goto('/learn');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a returning trainee signs in on the Login tab and lands on Learn', async ({
  page,
  request,
}) => {
  // Created through a separate API client, so the browser starts signed out.
  const trainee = await createTrainee(request, {
    name: 'Hemi Walker',
    gpepClass: 'Otago',
    gpepYear: 2027,
  });
  await page.goto('/auth');
  await signInOnAuthPage(page, trainee.email, trainee.password);

  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { name: 'Kia ora, Hemi!' })).toBeVisible();
  await expect(page.getByText('Otago · GPEP1 2027')).toBeVisible();

  // The session outlives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kia ora, Hemi!' })).toBeVisible();
});

test('signing in with capitals and spaces around the e-mail still finds the account', async ({
  page,
  request,
}) => {
  const trainee = await createTrainee(request);
  await page.goto('/auth');
  await signInOnAuthPage(page, `  ${trainee.email.toUpperCase()} `, trainee.password);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/learn$/);
});

test('a wrong password is refused with an error toast and the trainee stays signed out', async ({
  page,
  request,
}) => {
  const trainee = await createTrainee(request);
  await page.goto('/auth');
  await signInOnAuthPage(page, trainee.email, 'Wrong-password-1');
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an unknown e-mail gets the same answer as a wrong password', async ({ page }) => {
  await page.goto('/auth');
  await signInOnAuthPage(page, uniqueEmail('nobody'), 'Whatever123');
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a trainee who never finished onboarding is sent back to it after signing in', async ({
  page,
  request,
}) => {
  const trainee = await createTrainee(request, { name: 'Kiri Pohatu', onboard: false });
  await page.goto('/auth');
  await signInOnAuthPage(page, trainee.email, trainee.password);
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText('Welcome to the hive, Kiri!')).toBeVisible();
});

test("a signed-out visitor's header Sign In button opens the login form", async ({ page }) => {
  await page.goto('/signup');
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth#login$/);
  // The form is brought into view, on the Login tab.
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeInViewport();
});

test('the Hive logo leads to /auth, which sends a signed-in trainee on to Learn', async ({
  page,
}) => {
  await page.goto('/signup');
  await header(page).getByRole('link', { name: 'Hive home' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await createTrainee(page.request, { name: 'Ana Smith' });
  await page.goto('/not-a-page');
  await header(page).getByRole('link', { name: 'Hive home' }).click();
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByRole('heading', { name: 'Kia ora, Ana!' })).toBeVisible();
});
