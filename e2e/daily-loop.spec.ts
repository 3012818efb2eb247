// The daily loop on a phone [product#home-primary, #bottom-bar, #sign-out]: /learn leads with one
// action inside the first screen, one tap from question 1; Start Review when questions are due;
// empty cards stay out; the bottom bar in thumb reach, gone during a quiz; Sign Out asks first.
import { createTrainee } from './support/accounts.ts';
import { makeReviewsDue } from './support/database.ts';
import { takeQuiz } from './support/quiz-api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';
import { header } from './support/ui.ts';

const phone = { width: 390, height: 844 };
test.use({ viewport: phone });

const shortcuts = (page: Page) => page.getByRole('navigation', { name: 'Shortcuts' });

/** Entirely inside the first screen, above the bottom bar: reachable without scrolling. */
async function expectInFirstScreen(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  expect(await page.evaluate<number>('window.scrollY')).toBe(0);
  const box = (await target.boundingBox())!;
  const bar = await shortcuts(page).boundingBox();
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(bar ? bar.y : phone.height);
}

test('a returning trainee starts a Quick 10 from the first screen of Learn in one tap', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Hemi Walker' });
  // A Quick 10 answered all right: nothing comes due today, so the primary action is a Quick 10.
  const result = await takeQuiz(page.request, { type: 'quick', questionCount: 10 });
  expect(result!.totalQuestions).toBeGreaterThan(0);

  await page.goto('/learn');
  await expect(page.getByText('Welcome back to the hive, Hemi Walker.')).toBeVisible();
  const start = page
    .getByRole('region', { name: 'Quick 10' })
    .getByRole('link', { name: 'Start Quick 10' });
  await expectInFirstScreen(page, start);
  await expectInFirstScreen(page, page.getByRole('meter', { name: /^Nectar/ }));

  await start.click();
  await expect(page).toHaveURL(/\/answer$/);
  await expect(page.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible();
});

test('with questions due, the primary action is Start Review with the count beside it', async ({
  page,
}) => {
  const trainee = await createTrainee(page.request);
  const result = await takeQuiz(page.request, { type: 'quick', questionCount: 10 }, () => 'b');
  const missed = result!.results.filter((r) => !r.isCorrect).map((r) => r.questionId);
  expect(missed.length).toBeGreaterThan(0);
  await makeReviewsDue(trainee.email, missed);

  await page.goto('/learn');
  const review = page.getByRole('region', { name: 'Spaced Review' });
  await expect(review.getByText(`Due today: ${missed.length}`)).toBeVisible();
  const start = review.getByRole('link', { name: 'Start Review' });
  await expectInFirstScreen(page, start);
  // one Spaced Review on the page: the card below stays out while the primary one offers it
  await expect(review).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Start Quick 10' })).toHaveCount(0);

  await start.click();
  await expect(page.getByText('Due review')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible();
});

test('a new trainee is welcomed, offered a Quick 10, and sees no empty cards', async ({ page }) => {
  await createTrainee(page.request, { name: 'Aroha Ngata' });
  await page.goto('/learn');
  await expect(page.getByText('Welcome to the hive, Aroha Ngata.')).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expectInFirstScreen(page, page.getByRole('link', { name: 'Start Quick 10' }));
  // every card drawn and every read answered
  await expect(page.getByRole('region', { name: 'Share Quiz' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Focus topics' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Offline study' })).toHaveCount(0);
  // the spec's cards are all there
  for (const title of ['Answer Questions', 'Mock exam', 'Write Question', 'My Questions']) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
});

test('on a phone the bottom bar holds the five places, marks the current one, and goes during a quiz', async ({
  page,
}) => {
  await createTrainee(page.request);
  await page.goto('/learn');
  const bar = shortcuts(page);
  await expect(bar.getByRole('link')).toHaveText([
    'Learn',
    'Question Bank',
    'My Progress',
    'Saved',
    'Write',
  ]);
  await expect(bar.getByRole('link', { name: 'Learn' })).toHaveAttribute('aria-current', 'page');
  for (const link of await bar.getByRole('link').all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  // The header keeps its items and stays at the top.
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(header(page)).toHaveCSS('position', 'sticky');

  await bar.getByRole('link', { name: 'My Progress' }).click();
  await expect(page).toHaveURL(/\/my-progress$/);
  await expect(bar.getByRole('link', { name: 'My Progress' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The end of the page is not under the bar.
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    'window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" })',
  );
  const lastLink = page.getByRole('link', { name: 'View All Stats' });
  const box = (await lastLink.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);

  // In a quiz: no bar, and the header scrolls away with the page (Exit is the way out).
  await page.goto('/answer');
  await expect(page.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(header(page)).toHaveCSS('position', 'relative');

  // A running mock exam too; its setup page has the bar.
  await page.goto('/exam');
  await expect(page.getByRole('heading', { name: 'Sit a mock exam' })).toBeVisible();
  await expect(bar).toBeVisible();
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 20' })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(header(page)).toHaveCSS('position', 'relative');
});

test('on a wide screen there is no bottom bar: the header holds the way around', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await createTrainee(page.request);
  await page.goto('/learn');
  await expect(page.getByRole('link', { name: 'Start Quick 10' })).toBeVisible();
  await expect(shortcuts(page)).toBeHidden();
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('Learn with the bottom bar and the sign-out question pass axe in both themes', async ({
  page,
}) => {
  await createTrainee(page.request);
  await page.goto('/learn');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('link', { name: 'Start Quick 10' })).toBeVisible();
  await page.addStyleTag({ content: '.honeycomb { background-image: none !important; }' });
  const check = (where: string) => expectNoSeriousViolations(page, where);
  await check('/learn');
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign out of Hive?' })).toBeVisible();
  await check('the sign-out question');
});
