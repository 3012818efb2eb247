// Results that end in a next step [product#results, #next-ten, #review-rows, #results-insight],
// on a 390 × 844 phone: the page stays short (one compact row per question, opened on tap), Next
// 10 starts another quiz of the same kind in one tap even while the reward pop-up is up, the mark
// above the score is as glad as the score, and Performance Insights names the topic missed most.
import type { APIRequestContext } from '@playwright/test';
import type { QuestionResult } from '#shared/contract/quiz.ts';
import { appOrigin, createTrainee } from './support/accounts.ts';
import { takeQuiz, topicIdOf } from './support/quiz-api.ts';
import { answerButtons, openReviewRow } from './support/quiz-ui.ts';
import { expect, test, type Page } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

const optionIds = ['a', 'b', 'c', 'd'] as const;

/** Every question's answer key, by question text: the whole bank taken by a classmate. */
async function answerKey(classmate: APIRequestContext): Promise<Map<string, QuestionResult>> {
  await createTrainee(classmate, { name: 'Key Holder' });
  const bank = await takeQuiz(classmate, { type: 'quick', questionCount: 'all' });
  return new Map(bank!.results.map((r) => [r.questionText, r]));
}

/** The question text on screen (the question card is named by it). */
async function questionOnScreen(page: Page): Promise<string> {
  const id = await page.getByRole('article').first().getAttribute('aria-labelledby');
  return ((await page.locator(`[id="${id}"]`).textContent()) ?? '').trim();
}

/** Answers the quiz on screen right (or wrong) by the key, through to See Results. */
async function answerByKey(page: Page, key: Map<string, QuestionResult>, right: boolean) {
  const first = page.getByRole('heading', { name: /^Question 1 of \d+$/ });
  await expect(first).toBeVisible();
  const total = Number((await first.textContent())?.match(/of (\d+)/)?.[1]);
  for (let n = 1; n <= total; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of ${total}` })).toBeVisible();
    const correct = key.get(await questionOnScreen(page))?.correctAnswer ?? 'a';
    const pick = right ? correct : optionIds.find((o) => o !== correct)!;
    await answerButtons(page).nth(optionIds.indexOf(pick)).click();
    await page.getByRole('button', { name: n === total ? 'See Results' : 'Next Question' }).click();
  }
}

test('after a Quick 10 the results fit in 3,000 px and Next 10 starts another in one tap, pop-up or not', async ({
  page,
  request,
}) => {
  test.slow(); // a Quick 10 in the browser
  const key = await answerKey(request);
  await createTrainee(page.request);
  await page.goto('/answer'); // a Quick 10
  await answerByKey(page, key, true);
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  // Every answer right, first time: the trophy, and the reward pop-up fades in.
  await expect(page.locator('.lucide-trophy')).toHaveCount(1);
  await expect(page.getByRole('dialog', { name: 'Sweet Success!' })).toBeVisible();

  const height = await page.evaluate<number>('document.documentElement.scrollHeight');
  expect(height).toBeLessThanOrEqual(3000);
  const rows = page.getByRole('article', { name: /^Question \d+$/ });
  await expect(rows).toHaveCount(10);
  await expect(rows.getByRole('button', { expanded: false })).toHaveCount(10);

  // One tap, with the pop-up still up: a new Quick 10 at its first question.
  const finished = await page.evaluate<string>('history.state.usr.sessionId');
  const next = page.getByRole('link', { name: /^Next 10/ });
  await expect(next).toHaveAccessibleName(/^Next 10\s*Quick 10$/);
  await expect(next).toBeInViewport();
  await next.click();
  await expect(page).toHaveURL(/\/answer$/);
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();
  await expect(answerButtons(page).first()).toHaveAttribute('aria-pressed', 'false');
  // a new session: /answer keeps its id in the history entry once started
  await expect
    .poll(() => page.evaluate<string | undefined>('history.state?.usr?.sessionId'))
    .toMatch(/^[0-9a-f-]{36}$/);
  expect(await page.evaluate<string>('history.state.usr.sessionId')).not.toBe(finished);
});

test('a review row opens on tap to the explanation, the reference, Flag, Share and Save', async ({
  page,
  request,
}) => {
  test.slow(); // a topic quiz in the browser
  const key = await answerKey(request);
  await createTrainee(page.request);
  await page.goto('/question-bank');
  await page
    .getByRole('article', { name: 'Eye' })
    .getByRole('button', { name: 'Keep Learning' })
    .click();
  await page.getByRole('link', { name: /^10 questions/ }).click();
  await answerByKey(page, key, false);
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByRole('dialog')).toHaveCount(0); // nothing right: no pop-up

  const row = page.getByRole('article', { name: 'Question 1' });
  const toggle = row.getByRole('button', { name: /^Question 1/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(row.getByText(/^Your answer: [A-D] · Correct: [A-D]\. /)).toBeVisible();
  await expect(row.getByText('Explanation')).toHaveCount(0);
  await openReviewRow(row);
  await expect(row.getByText('Explanation', { exact: true })).toBeVisible();
  await expect(row.getByText('Your answer · Incorrect')).toBeVisible();
  await expect(row.getByText('Correct answer', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: /View Reference/ })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Flag' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  // the ratings and thread read once they near the screen
  await row.getByRole('button', { name: /^Discussion/ }).scrollIntoViewIfNeeded();
  await expect(row.getByText('Rate this question')).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(row.getByText('Explanation')).toHaveCount(0);

  // Next 10 after a topic quiz: the same topic, 10 questions.
  await expect(page.getByRole('link', { name: /^Next 10/ })).toHaveAccessibleName(
    /^Next 10\s*Eye$/,
  );
});

test('a score of 0 shows no trophy, and Performance Insights names the topic missed most', async ({
  page,
  request,
}) => {
  test.slow(); // a saved quiz in the browser
  const key = await answerKey(request);
  await createTrainee(page.request);
  // Three ENT questions and one of gastroenterology, answered and saved: a quiz of two topics.
  const headers = { origin: appOrigin };
  const picked: string[] = [];
  for (const [name, count] of [
    ['Ear, nose and throat', 3],
    ['Gastroenterology', 1],
  ] as const) {
    const topicId = await topicIdOf(page.request, name);
    const taken = await takeQuiz(page.request, { type: 'topic', topicId, questionCount: 'all' });
    const own = taken!.results
      .filter((r) => r.topics.length === 1 && r.createdBy === 'demo-author')
      .slice(0, count);
    expect(own).toHaveLength(count);
    picked.push(...own.map((r) => r.questionId));
  }
  for (const id of picked) {
    const saved = await page.request.put(`/api/saved/${id}`, { headers, data: { note: '' } });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await page.goto('/saved');
  await page.getByRole('link', { name: 'Quiz saved questions' }).click();
  await answerByKey(page, key, false);
  await expect(page).toHaveURL(/\/results$/);
  await expect(page.getByText('You scored 0%')).toBeVisible();
  await expect(page.getByText('Keep practicing!')).toBeVisible();
  await expect(page.locator('.lucide-trophy')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Performance Insights' })
      .getByText('Most missed here: Ear, nose and throat (3 of 3 wrong)'),
  ).toBeVisible();
  // A saved quiz asks the same questions again: Next 10 is a Quick 10.
  await expect(page.getByRole('link', { name: /^Next 10/ })).toHaveAccessibleName(
    /^Next 10\s*Quick 10$/,
  );
});
