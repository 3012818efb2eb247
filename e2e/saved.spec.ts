// Saved questions and notes (ADR 033): after a quiz a trainee saves a question from the review
// with a private note, finds it on /saved by searching the note, and quizzes the saved set (the
// newest 20 or all of them). The answer histories offer the same Save.
import { appOrigin, createTrainee } from './support/accounts.ts';
import { takeQuiz } from './support/quiz-api.ts';
import { writeQuestion } from './support/quiz-authoring.ts';
import { answerEveryQuestion, openReviewRow } from './support/quiz-ui.ts';
import { expect, test } from './support/test.ts';
import { toast } from './support/ui.ts';

test('a trainee saves a question with a note from the review, finds it on /saved and quizzes the saved set', async ({
  page,
}) => {
  test.slow(); // answers two quizzes in the browser
  await createTrainee(page.request);

  await page.goto('/saved');
  await expect(page.getByText('No saved questions yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quiz saved questions' })).toHaveCount(0);

  await page.goto('/answer'); // a Quick 10
  await answerEveryQuestion(page);
  await expect(page).toHaveURL(/\/results$/);
  // The reward pop-up (when any answer was right) fades in over the review; a click closes it.
  const reward = page.getByRole('dialog');
  await reward.waitFor({ timeout: 5_000 }).then(
    () => reward.click(),
    () => undefined,
  );
  await expect(reward).toHaveCount(0);

  const reviewed = page.getByRole('article', { name: /^Question \d+$/ });
  const first = await openReviewRow(reviewed.first());
  const save = first.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(toast(page, 'Question saved')).toBeVisible();
  const saved = first.getByRole('button', { name: 'Saved', exact: true });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  const note = `Check the red flags again ${Date.now()}`;
  await first.getByLabel(/Your note/).fill(note);
  await first.getByRole('button', { name: 'Save note' }).click();
  await expect(toast(page, 'Note saved')).toBeVisible();
  const list = (await (await page.request.get('/api/saved')).json()) as {
    items: { questionText: string; note: string }[];
  };
  expect(list.items.map((i) => i.note)).toEqual([note]);
  const questionText = list.items[0]!.questionText;

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('heading', { name: 'Saved Questions' })).toBeVisible();
  await page.getByLabel('Search saved questions').fill('red flags again');
  const items = page.getByRole('article');
  await expect(items).toHaveCount(1);
  await expect(items.first().getByLabel(/Your note/)).toHaveValue(note);
  await page.getByLabel('Search saved questions').fill('no such words anywhere');
  await expect(page.getByText('No saved questions match')).toBeVisible();
  await page.getByLabel('Search saved questions').fill('');
  await expect(items).toHaveCount(1);

  await page.getByRole('link', { name: 'Quiz saved questions' }).click();
  await expect(page).toHaveURL(/\/answer$/);
  await expect(page.getByText('Saved questions').first()).toBeVisible();
  await expect(page.getByText(questionText)).toBeVisible();
  expect(await answerEveryQuestion(page)).toBe(1);
  await expect(page).toHaveURL(/\/results$/);
});

test('with more than 20 saved, a trainee chooses the newest 20 or all of them', async ({
  page,
}) => {
  await createTrainee(page.request);
  const quiz = await takeQuiz(page.request, { type: 'quick', questionCount: 21 });
  expect(quiz?.results).toHaveLength(21);
  for (const { questionId } of quiz!.results) {
    const saved = await page.request.put(`/api/saved/${questionId}`, {
      headers: { origin: appOrigin },
      data: { note: '' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  await page.goto('/saved');
  await expect(page.getByRole('article')).toHaveCount(21);
  await expect(page.getByRole('link', { name: 'Quiz saved questions' })).toHaveCount(0);
  // A search narrows the list, not the quiz: still all 21 on offer.
  await page.getByLabel('Search saved questions').fill('no such words anywhere');
  await expect(page.getByText('No saved questions match')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Quiz all 21/ })).toBeVisible();
  await page.getByLabel('Search saved questions').fill('');

  await page.getByRole('link', { name: /^Quiz 20/ }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 20' })).toBeVisible();
  await page.goto('/saved');
  await page.getByRole('link', { name: /^Quiz all 21/ }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 21' })).toBeVisible();
});

test('a trainee saves a question from /wrong-answers and finds it on /saved', async ({
  page,
  request,
}) => {
  // A question whose right answer is B (another author's), then a topic quiz answered A
  // everywhere: at least that one is wrong.
  await createTrainee(request, { name: 'Wiremu Author' });
  const written = await writeQuestion(request, `Missed on purpose (${Date.now()})`, 'b');
  await createTrainee(page.request);
  const topics = (await (await page.request.get('/api/topics')).json()) as { id: number }[];
  const quiz = await takeQuiz(
    page.request,
    { type: 'topic', topicId: topics[0]!.id, questionCount: 'all' },
    () => 'a',
  );
  expect(quiz?.results.find((r) => r.questionId === written.id)?.isCorrect).toBe(false);

  await page.goto('/wrong-answers');
  await expect(page.getByRole('heading', { name: 'Wrong Answers' })).toBeVisible();
  const first = page.getByRole('article').first();
  const questionText = (await first.getByRole('heading', { level: 2 }).textContent())!.trim();
  const save = first.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(toast(page, 'Question saved')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/saved');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByText(questionText)).toBeVisible();

  // The full history offers the same button on each answer.
  await page.goto('/all-answered-questions');
  await expect(
    page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Saved?$/ }),
  ).toBeVisible();
});
