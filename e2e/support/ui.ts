// Small helpers for the screens every journey passes through.
import { expect, type Page } from '@playwright/test';

/**
 * A toast (sonner) with exactly this text. Scoped to sonner's "Notifications" region, so text
 * elsewhere on the page cannot satisfy it.
 */
export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });
}

/** The header (banner landmark): its Sign In, Sign Out, nav links and avatar. */
export function header(page: Page) {
  return page.getByRole('banner');
}

/** Signs out from the header: Sign Out, then the dialog's "Sign out" [product#sign-out]. */
export async function signOut(page: Page) {
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await page
    .getByRole('dialog', { name: 'Sign out of Hive?' })
    .getByRole('button', { name: 'Sign out', exact: true })
    .click();
}

/**
 * A visitor's /auth paints from the server's HTML before its script has run (ADR 051). Its buttons
 * take no taps until the script has taken the page over (Playwright's clicks wait for that by
 * themselves), which the page's `data-prerendered` mark going shows (main.tsx). Wait for it for
 * what is not a tap, e.g. an event the app's script listens for, and before choosing a tab: on a
 * device where no one has signed in, the takeover turns the form to Sign Up [product#auth].
 */
export async function landingReady(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute('data-prerendered');
}

/** The login form on /auth: the Login tab (a first-time device opens on Sign Up), then sign in. */
export async function signInOnAuthPage(page: Page, email: string, password: string) {
  await landingReady(page);
  const loginTab = page.getByRole('tab', { name: 'Login' });
  await loginTab.click();
  await expect(loginTab).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Fills the Sign Up tab of /auth (or the /signup screen: same labels) and submits it. */
export async function fillSignUp(
  page: Page,
  fields: { name: string; email: string; password: string },
) {
  const form = page.getByRole('main');
  await form.getByLabel('Full Name').fill(fields.name);
  await form.getByLabel('Email').fill(fields.email);
  await form.getByLabel('Password').fill(fields.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
}

/** Opens /auth on the Sign Up tab. */
export async function openSignUpTab(page: Page) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
}

/**
 * Closes the one open toast with its × button, as a user would. On a phone the toasts sit over
 * the header for their 4 seconds, so a journey that goes on to the header closes them first.
 * The click is dispatched on the button itself: sonner animates a toast under the pointer (so it
 * never looks "stable" to a real click), and a toast that timed out between the lookup and a
 * forced click would let that click land on the header's Learn link beneath it.
 */
export async function closeToast(page: Page) {
  const close = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('button', { name: 'Close toast' });
  await close.dispatchEvent('click', undefined, { timeout: 2000 }).catch(() => {});
  await expect(close).toHaveCount(0);
}
