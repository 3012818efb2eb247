// The timed mock exam (ADR 036): a trainee sits a 20-question exam from /learn, marks a
// question for review, reloads without losing anything, and the time runs out: the exam submits
// itself and the result shows the exam summary and the percentile; /stats lists the exam. When
// the time ran out on the server first (a save refused) or the Finish at zero fails, the result
// still comes, from the answers the server saved. The time-outs move the exam's start and
// deadline back in the database (support/database.ts).
import type { Page } from '@playwright/test';
import { createTrainee } from './support/accounts.ts';
import { setExamTimeLeft } from './support/database.ts';
import { answerButtons } from './support/quiz-ui.ts';
import { expect, test } from './support/test.ts';

const grid = (page: Page) => page.getByRole('navigation', { name: 'Questions' });
const percentile =
  /^(You are the first to sit a 20-question exam|Better than \d+% of \d+ exams of this length) in the last 90 days$/;

/** Taps an answer and waits for the server to have saved it. Returns the exam's session id. */
async function answerAndSave(page: Page, option: number): Promise<string> {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/exam-answers\//.test(r.url()),
  );
  await answerButtons(page).nth(option).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  return new URL(response.url()).pathname.split('/')[3]!;
}

test('a trainee sits a timed exam, marks a question for review, reloads, and the exam submits itself when the time runs out', async ({
  page,
}) => {
  test.slow(); // waits out a countdown
  await createTrainee(page.request);

  await page.goto('/learn');
  await page
    .getByRole('region', { name: 'Mock exam' })
    .getByRole('link', { name: 'Sit a mock exam' })
    .click();
  await expect(page).toHaveURL(/\/exam$/);
  await expect(page.getByRole('heading', { name: 'Sit a mock exam' })).toBeVisible();
  await expect(page.getByText('No exams yet')).toBeVisible();
  await expect(page.getByRole('radio', { name: '20 questions' })).toBeChecked();
  await expect(
    page.getByRole('radio', { name: '72 seconds a question (24 min for 20)' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Start exam' }).click();

  await expect(page.getByRole('heading', { name: 'Question 1 of 20' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^2[34]:\d\d$/);

  // No feedback: an answer is only selected. Skipping is allowed.
  const sessionId = await answerAndSave(page, 0);
  await expect(answerButtons(page).nth(0)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 20' })).toBeVisible();
  await answerAndSave(page, 1);
  const mark = page.getByRole('button', { name: 'Mark for review' });
  await expect(mark).toHaveAttribute('aria-pressed', 'false');
  const markSaved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/exam-answers\//.test(r.url()),
  );
  await mark.click();
  expect((await markSaved).status()).toBe(200);
  await expect(mark).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByRole('heading', { name: 'Question 3 of 20' })).toBeVisible();

  const markedCell = grid(page).getByRole('button', {
    name: 'Question 2, marked for review, answered',
  });
  await expect(markedCell).toBeVisible();
  await expect(grid(page).getByRole('button', { name: 'Question 1, answered' })).toBeVisible();
  await expect(
    grid(page).getByRole('button', { name: 'Question 3, not answered, current' }),
  ).toBeVisible();

  // A reload comes straight back into the exam, with the answers and the mark.
  await page.reload();
  await expect(page.getByRole('heading', { name: /^Question \d+ of 20$/ })).toBeVisible();
  await expect(markedCell).toBeVisible();
  await markedCell.click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 20' })).toBeVisible();
  await expect(answerButtons(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Mark for review' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Leaving and coming back to /exam offers the running exam instead of a new one.
  await page.goto('/learn');
  await page.getByRole('link', { name: 'Sit a mock exam' }).click();
  const inProgress = page.getByRole('region', { name: 'You have an exam in progress' });
  await expect(inProgress.getByText(/^2 of 20 answered · 2[34]:\d\d left$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start exam' })).toHaveCount(0);

  // Five seconds left: the countdown reaches zero and the exam submits itself.
  await setExamTimeLeft(sessionId, 5);
  await page.reload();
  await expect(inProgress.getByText(/^2 of 20 answered · 00:0[0-5] left$/)).toBeVisible();
  await inProgress.getByRole('button', { name: 'Resume exam' }).click();
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText(/^00:0[0-5]$/);
  await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Exam Complete!' })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Exam summary' });
  await expect(summary.getByText('Time ran out: submitted automatically')).toBeVisible();
  await expect(summary.getByText('24 min of 24 min')).toBeVisible();
  await expect(summary.getByText(percentile)).toBeVisible();
  await expect(summary.getByRole('heading', { name: 'By topic' })).toBeVisible();
  // The usual review follows, with every question.
  await expect(page.getByRole('article', { name: /^Question \d+$/ })).toHaveCount(20);

  // The exam is on /stats, linking back to its result.
  await page.goto('/stats');
  const history = page.getByRole('region', { name: 'Exam history' });
  const row = history.getByRole('link', { name: /20-question exam/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Time ran out');
  await row.click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('region', { name: 'Exam summary' })).toBeVisible();
});

test('an untimed exam names the marked questions before Finish', async ({ page }) => {
  await createTrainee(page.request);
  await page.goto('/exam');
  await page.getByRole('radio', { name: 'Untimed' }).check();
  await page.getByRole('button', { name: 'Start exam' }).click();

  await expect(page.getByRole('heading', { name: 'Question 1 of 20' })).toBeVisible();
  await expect(page.getByText('Untimed', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  await answerAndSave(page, 2);
  await page.getByRole('button', { name: 'Mark for review' }).click();

  await grid(page).getByRole('button', { name: 'Question 20, not answered' }).click();
  await page.getByRole('button', { name: 'Finish Exam' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finish with questions unanswered?' });
  await expect(confirm).toContainText(
    'You have not answered 19 questions. Unanswered questions count as incorrect. 1 question is marked for review.',
  );
  await confirm.getByRole('button', { name: 'Finish Anyway' }).click();

  await expect(page).toHaveURL(/\/results$/);
  const summary = page.getByRole('region', { name: 'Exam summary' });
  await expect(summary.getByText(percentile)).toBeVisible();
  await expect(summary.getByText('Time ran out: submitted automatically')).toHaveCount(0);
});

/** Starts a timed 20-question exam from /exam and answers question 1 with A. */
async function startTimedExam(page: Page): Promise<string> {
  await createTrainee(page.request);
  await page.goto('/exam');
  await page.getByRole('button', { name: 'Start exam' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 20' })).toBeVisible();
  const sessionId = await answerAndSave(page, 0);
  await page.getByRole('button', { name: 'Next Question' }).click();
  return sessionId;
}

test('when the server refuses an answer because the time is up, the result of the saved answers shows', async ({
  page,
}) => {
  const sessionId = await startTimedExam(page);
  // The deadline and its 15 s grace passed while this tab was not looking (a sleeping phone).
  await setExamTimeLeft(sessionId, -20);
  const refused = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/exam-answers\//.test(r.url()),
  );
  await answerButtons(page).nth(1).click();
  expect((await refused).status()).toBe(409);

  await expect(page.getByRole('heading', { name: 'Time is up' })).toBeVisible();
  await expect(page).toHaveURL(/\/results$/, { timeout: 15_000 });
  const summary = page.getByRole('region', { name: 'Exam summary' });
  await expect(summary.getByText('Time ran out: submitted automatically')).toBeVisible();
  // Only the answer saved before the deadline counts: question 2's late tap was not taken.
  const review = page.getByRole('article', { name: /^Question \d+$/ });
  await expect(review).toHaveCount(20);
  await expect(review.getByText('Not answered', { exact: true })).toHaveCount(19);
});

test('when the Finish at zero fails, the exam is still submitted by the server and its result shows', async ({
  page,
}) => {
  const sessionId = await startTimedExam(page);
  // Within the grace: the tab finishes at once on resuming, but its Finish never arrives.
  await page.route('**/api/quiz-sessions/*/complete', (route) => route.abort());
  await setExamTimeLeft(sessionId, -8);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Time is up' })).toBeVisible();
  await expect(page).toHaveURL(/\/results$/, { timeout: 25_000 });
  const summary = page.getByRole('region', { name: 'Exam summary' });
  await expect(summary.getByText('Time ran out: submitted automatically')).toBeVisible();
  await expect(summary.getByText(percentile)).toBeVisible();
});

test('a reload after the time ran out says the exam was submitted and leads to its result', async ({
  page,
}) => {
  const sessionId = await startTimedExam(page);
  await setExamTimeLeft(sessionId, -20);
  await page.reload();
  const submitted = page.getByRole('region', { name: 'Time is up' });
  await expect(submitted).toBeVisible();
  await submitted.getByRole('link', { name: 'See your result' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(
    page
      .getByRole('region', { name: 'Exam summary' })
      .getByText('Time ran out: submitted automatically'),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: /^Question \d+$/ })).toHaveCount(20);
});
