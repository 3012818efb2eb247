// Every account-form rule of [product#account-validation], seen as the user sees it: the first
// problem as a toast. The browser checks for speed; the server applies the same rules with the same
// words, which the /signup screen (it checks only that the fields are filled) lets us watch.
import { expect, test, type Page } from './support/test.ts';
import { goodPassword, uniqueEmail } from './support/accounts.ts';
import { fillSignUp, openSignUpTab, signInOnAuthPage, toast } from './support/ui.ts';

const longEmail = `${'a'.repeat(244)}@example.com`; // 256 characters, otherwise valid

const signUpCases: {
  story: string;
  name?: string;
  email?: string;
  password?: string;
  message: string;
}[] = [
  { story: 'leaves the name empty', name: '', message: 'Name is required' },
  { story: 'types only spaces as a name', name: '   ', message: 'Name is required' },
  { story: 'types a name of 101 characters', name: 'N'.repeat(101), message: 'Name is too long' },
  {
    story: 'mistypes the e-mail',
    email: 'aroha.example.com',
    message: 'Please enter a valid email address',
  },
  { story: 'uses an e-mail of 256 characters', email: longEmail, message: 'Email is too long' },
  {
    story: 'picks a 7-character password',
    password: 'Honey12',
    message: 'Password must be at least 8 characters',
  },
  {
    story: 'picks a 73-character password',
    password: `Aa1${'x'.repeat(70)}`,
    message: 'Password is too long',
  },
  {
    story: 'picks a password without an uppercase letter',
    password: 'honeycomb42',
    message: 'Password must contain at least one uppercase letter',
  },
  {
    story: 'picks a password without a lowercase letter',
    password: 'HONEYCOMB42',
    message: 'Password must contain at least one lowercase letter',
  },
  {
    story: 'picks a password without a number',
    password: 'Honeycombs',
    message: 'Password must contain at least one number',
  },
];

/** Counts sign-up calls, to show that a rule was applied in the browser. */
function countSignUpCalls(page: Page) {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/sign-up')) calls.count += 1;
  });
  return calls;
}

for (const { story, name, email, password, message } of signUpCases) {
  test(`a visitor who ${story} on the Sign Up tab is told "${message}"`, async ({ page }) => {
    const calls = countSignUpCalls(page);
    await openSignUpTab(page);
    await fillSignUp(page, {
      name: name ?? 'Aroha Ngata',
      email: email ?? uniqueEmail('invalid'),
      password: password ?? goodPassword,
    });
    await expect(toast(page, message)).toBeVisible();
    // Only the first problem is shown, and no account was asked for.
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(page).toHaveURL(/\/auth$/);
    expect(calls.count).toBe(0);
  });
}

test('a visitor who fills nothing in on the Sign Up tab hears about the name first', async ({
  page,
}) => {
  await openSignUpTab(page);
  await page.getByRole('main').getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Name is required')).toBeVisible();
});

const loginCases: { story: string; email: string; password: string; message: string }[] = [
  {
    story: 'mistypes the e-mail',
    email: 'aroha@',
    password: goodPassword,
    message: 'Please enter a valid email address',
  },
  {
    story: 'leaves everything empty',
    email: '',
    password: '',
    message: 'Please enter a valid email address',
  },
  {
    story: 'uses an e-mail of 256 characters',
    email: longEmail,
    password: goodPassword,
    message: 'Email is too long',
  },
  {
    story: 'forgets the password',
    email: 'aroha@example.com',
    password: '',
    message: 'Password is required',
  },
];

for (const { story, email, password, message } of loginCases) {
  test(`a trainee who ${story} on the Login tab is told "${message}"`, async ({ page }) => {
    await page.goto('/auth');
    await signInOnAuthPage(page, email, password);
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
}

test('a trainee who asks for a reset link with a mistyped e-mail is told "Please enter a valid email address"', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Reset' }).click();
  await page.getByRole('main').getByLabel('Email').fill('aroha-at-example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(toast(page, 'Please enter a valid email address')).toBeVisible();
});

// /signup checks only that the three fields are filled [product#account-validation]; everything
// else is the server's.
const serverCases: {
  story: string;
  name?: string;
  email?: string;
  password?: string;
  message: string;
}[] = [
  {
    story: 'a password without an uppercase letter',
    password: 'honeycomb42',
    message: 'Password must contain at least one uppercase letter',
  },
  {
    story: 'a password without a number',
    password: 'Honeycombs',
    message: 'Password must contain at least one number',
  },
  {
    story: 'a 7-character password',
    password: 'Honey12',
    message: 'Password must be at least 8 characters',
  },
  {
    story: 'a mistyped e-mail',
    email: 'aroha.example.com',
    message: 'Please enter a valid email address',
  },
  { story: 'a name of 101 characters', name: 'N'.repeat(101), message: 'Name is too long' },
];

for (const { story, name, email, password, message } of serverCases) {
  test(`the server refuses ${story} from the /signup screen with "${message}"`, async ({
    page,
  }) => {
    await page.goto('/signup');
    const response = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-up/email'));
    await fillSignUp(page, {
      name: name ?? 'Tama Rewi',
      email: email ?? uniqueEmail('server-rule'),
      password: password ?? goodPassword,
    });
    const answer = await response;
    expect(answer.status()).toBe(400);
    expect((await answer.json()) as unknown).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message },
    });
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });
}
