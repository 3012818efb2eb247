// My Progress [product#my-progress, #your-class]: tiles, Your Class with the trainee's own row
// labelled "Me", Regional Stats and Recent Activity; the way to Saved Questions.
import { expect, test } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';
import { header } from './support/ui.ts';
import { masterTopic, takeQuiz, topicIdOf } from './support/quiz-api.ts';

test('a trainee sees a classmate in Your Class and their own row labelled "Me"', async ({
  page,
  request,
}) => {
  // A class and year of their own, so trainees of other journeys never join this class.
  const cohort = { gpepClass: 'Southland', gpepYear: 2037 } as const;
  await createTrainee(request, { name: 'Mere Tane', ...cohort });
  await masterTopic(request, await topicIdOf(request, 'Eye'));
  await createTrainee(page.request, { name: 'Aroha Ngata', ...cohort });
  const quiz = await takeQuiz(page.request, {});
  expect(quiz).not.toBeNull();

  await page.goto('/learn');
  await header(page).getByRole('link', { name: 'My Progress' }).click();
  await expect(page).toHaveURL(/\/my-progress$/);
  await expect(page.getByRole('heading', { name: 'My Progress', level: 1 })).toBeVisible();

  // Your Class: both classmates with their nectar; only Aroha's row says "Me".
  const yourClass = page.getByRole('region', { name: 'Your Class' });
  await expect(yourClass.getByText('Southland · GPEP1 2037')).toBeVisible();
  await expect(yourClass.getByRole('listitem')).toHaveCount(2);
  const mere = yourClass.getByRole('listitem').filter({ hasText: 'Mere Tane' });
  const me = yourClass.getByRole('listitem').filter({ hasText: 'Aroha Ngata' });
  await expect(mere).toContainText(/(^|\D)3\s*nectar/);
  await expect(mere.getByText('Me', { exact: true })).toHaveCount(0);
  await expect(me.getByText('Me', { exact: true })).toBeVisible();
  await expect(me).toContainText(new RegExp(`(^|\\D)${quiz!.pointsEarned}\\s*nectar`));

  // The tiles carry the figures and lead to their pages.
  const answered = page.getByRole('link', { name: /Questions Answered/ });
  await expect(answered).toContainText(String(quiz!.totalQuestions));
  await expect(answered).toHaveAttribute('href', '/all-answered-questions');
  await expect(page.getByRole('link', { name: /Wrong Answers/ })).toContainText(
    String(quiz!.totalQuestions - quiz!.correctAnswers),
  );
  await expect(page.getByRole('link', { name: /Accuracy Rate/ })).toContainText(
    `${quiz!.scorePercentage}%`,
  );

  // Regional Stats lists every region, the trainee's own marked.
  const regions = page.getByRole('region', { name: 'Regional Stats' }).getByRole('listitem');
  await expect(regions).toHaveCount(13);
  await expect(regions.filter({ hasText: 'Your region' })).toContainText('Southland');

  // Recent Activity: the Quick 10 just taken.
  const activity = page.getByRole('region', { name: 'Recent Activity' });
  const item = activity.getByRole('listitem').first();
  await expect(item).toContainText('Quick 10');
  await expect(item).toContainText(`${quiz!.correctAnswers}/${quiz!.totalQuestions} correct`);
  await expect(item).toContainText(/Just now|1 minute ago/);

  await activity.getByRole('link', { name: 'View All Stats' }).click();
  await expect(page).toHaveURL(/\/stats$/);
  await expect(page.getByRole('heading', { name: 'Your Statistics' })).toBeVisible();
});

test('a trainee goes from My Progress to their saved questions', async ({ page }) => {
  await createTrainee(page.request);
  await page.goto('/my-progress');
  const saved = page.getByRole('region', { name: 'Saved Questions' });
  await saved.getByRole('link', { name: 'View Saved Questions' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('heading', { name: 'Saved Questions', level: 1 })).toBeVisible();
});

test('a signed-out visitor who opens My Progress is sent to /auth', async ({ page }) => {
  await page.goto('/my-progress');
  await expect(page).toHaveURL(/\/auth$/);
});
