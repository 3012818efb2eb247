// Peer statistics (ADR 032): after answering, each option says how many trainees chose
// it on their first attempt and the question shows its difficulty, once five trainees other than
// the viewer and the author have answered. Never before the viewer has answered. The same figures
// show in a quiz's results review.
import { appOrigin, createTrainee } from './support/accounts.ts';
import { takeQuiz } from './support/quiz-api.ts';
import { createQuiz, writeQuestion } from './support/quiz-authoring.ts';
import { answerEveryQuestion, openReviewRow } from './support/quiz-ui.ts';
import { expect, test, type Page } from './support/test.ts';

const headers = { origin: appOrigin };
const forwardedFor = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`.slice(0, 15);

test('a trainee sees how five classmates answered a shared question, only after answering it', async ({
  page,
  playwright,
}) => {
  test.slow(); // six accounts
  const newClient = () =>
    playwright.request.newContext({
      baseURL: appOrigin,
      extraHTTPHeaders: { 'x-forwarded-for': forwardedFor() },
    });

  // The author writes a question (correct: b) and shares it.
  const author = await newClient();
  await createTrainee(author, { name: 'Mere Author' });
  const question = await writeQuestion(
    author,
    `Chest pain radiating to the jaw at rest: what next? (${Date.now()})`,
    'b',
  );
  const share = await author.post(`/api/questions/${question.id}/share`, { headers });
  expect(share.status(), await share.text()).toBe(200);
  const { code } = (await share.json()) as { code: string };
  // The author's own answer never counts.
  expect(
    (await author.post(`/api/shared/${code}/check`, { headers, data: { answer: 'a' } })).ok(),
  ).toBe(true);

  // Five classmates answer: b, b, b, a, c.
  for (const answer of ['b', 'b', 'b', 'a', 'c']) {
    const classmate = await newClient();
    await createTrainee(classmate, { name: 'Classmate' });
    const check = await classmate.post(`/api/shared/${code}/check`, {
      headers,
      data: { answer },
    });
    expect(check.status(), await check.text()).toBe(200);
    await classmate.dispose();
  }
  await author.dispose();

  // The viewer, before answering: nothing that would hint at the answer.
  await createTrainee(page.request, { name: 'Ana Viewer' });
  await page.goto(`/shared/${code}`);
  await expect(page.getByText(question.questionText)).toBeVisible();
  await expect(page.getByText(/chose this/)).toHaveCount(0);
  await expect(page.getByText(/Difficulty|Not enough answers yet/)).toHaveCount(0);

  await page.getByRole('radio', { name: /Refer the same day/ }).check();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByText('Correct!', { exact: true })).toBeVisible();

  // Six trainees counted (five classmates and the viewer): b 4/6, a 1/6, c 1/6, d none.
  await expect(
    page.getByText('Difficulty: 67% answered correctly (first attempts, 6 trainees)'),
  ).toBeVisible();
  const option = (text: string) => page.locator('label').filter({ hasText: text });
  await expect(option('Refer the same day')).toContainText('67% chose this');
  await expect(option('Reassure and review in a week')).toContainText('17% chose this');
  await expect(option('Start a trial of treatment')).toContainText('17% chose this');
  await expect(option('Order blood tests first')).toContainText('0% chose this');

  // All Answered shows the same figures with the question.
  await page.goto('/all-answered-questions');
  const item = page.getByRole('article', { name: question.questionText });
  await expect(item).toContainText(
    'Difficulty: 67% answered correctly (first attempts, 6 trainees)',
  );
  await expect(item.getByRole('listitem').filter({ hasText: 'Refer the same day' })).toContainText(
    '67% chose this',
  );
});

test('a question answered by fewer than five others says so', async ({ page, playwright }) => {
  const author = await playwright.request.newContext({
    baseURL: appOrigin,
    extraHTTPHeaders: { 'x-forwarded-for': forwardedFor() },
  });
  await createTrainee(author, { name: 'Wiremu Author' });
  const question = await writeQuestion(author, `A fresh question nobody answered (${Date.now()})`);
  const share = await author.post(`/api/questions/${question.id}/share`, { headers });
  const { code } = (await share.json()) as { code: string };
  await author.dispose();

  await createTrainee(page.request, { name: 'Sione First' });
  await page.goto(`/shared/${code}`);
  await page.getByRole('radio', { name: /Order blood tests first/ }).check();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(page.getByText('Incorrect', { exact: true })).toBeVisible();
  await expect(page.getByText('Not enough answers yet')).toBeVisible();
  await expect(page.getByText(/chose this/)).toHaveCount(0);
});

/** Quizzes the signed-in trainee's saved questions from /saved and returns the results review. */
async function quizSavedQuestions(page: Page) {
  await page.goto('/saved');
  await page.getByRole('link', { name: 'Quiz saved questions' }).click();
  await expect(page).toHaveURL(/\/answer$/);
  expect(await answerEveryQuestion(page, () => 1)).toBe(1); // B: Refer the same day
  await expect(page).toHaveURL(/\/results$/);
  // The reward pop-up (the answer was right) fades in over the review; a click closes it.
  const reward = page.getByRole('dialog');
  await reward.waitFor({ timeout: 5_000 }).then(
    () => reward.click(),
    () => undefined,
  );
  await expect(reward).toHaveCount(0);
  return openReviewRow(page.getByRole('article', { name: 'Question 1' }));
}

test("a quiz's results review shows how others answered once five have, and says so before", async ({
  page,
  playwright,
}) => {
  test.slow(); // seven accounts and two quizzes in the browser
  const newClient = () =>
    playwright.request.newContext({
      baseURL: appOrigin,
      extraHTTPHeaders: { 'x-forwarded-for': forwardedFor() },
    });

  // The author's question (correct: b) in a shared quiz the class takes.
  const author = await newClient();
  await createTrainee(author, { name: 'Hemi Author' });
  const question = await writeQuestion(
    author,
    `Sudden painless loss of vision in one eye: what next? (${Date.now()})`,
    'b',
  );
  const shareCode = await createQuiz(author, `Eye emergencies ${Date.now()}`, [question.id]);
  await author.dispose();

  /** A new classmate takes the shared quiz, answering `answer`. */
  const classmateAnswers = async (answer: 'a' | 'b' | 'c') => {
    const classmate = await newClient();
    await createTrainee(classmate, { name: 'Classmate' });
    const result = await takeQuiz(classmate, { type: 'shared-quiz', shareCode }, () => answer);
    expect(result?.totalQuestions).toBe(1);
    await classmate.dispose();
  };

  // Four classmates answer (b, b, a, c); the viewer answers b in the shared quiz and saves it,
  // so a saved-questions quiz asks exactly this question.
  for (const answer of ['b', 'b', 'a', 'c'] as const) await classmateAnswers(answer);
  await createTrainee(page.request, { name: 'Tama Viewer' });
  expect(
    (await takeQuiz(page.request, { type: 'shared-quiz', shareCode }, () => 'b'))?.correctAnswers,
  ).toBe(1);
  const saved = await page.request.put(`/api/saved/${question.id}`, {
    headers,
    data: { note: '' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // Four others: the review says so and shows no shares.
  let reviewed = await quizSavedQuestions(page);
  await expect(reviewed).toContainText(question.questionText);
  await expect(reviewed.getByText('Not enough answers yet')).toBeVisible();
  await expect(reviewed.getByText(/chose this|Difficulty/)).toHaveCount(0);

  // A fifth classmate (b): six first attempts counted, the viewer's included: b 4/6, a 1/6, c 1/6.
  await classmateAnswers('b');
  reviewed = await quizSavedQuestions(page);
  await expect(reviewed).toContainText(
    'Difficulty: 67% answered correctly (first attempts, 6 trainees)',
  );
  await expect(reviewed.getByText('Not enough answers yet')).toHaveCount(0);
  const option = (text: string) => reviewed.getByRole('listitem').filter({ hasText: text });
  await expect(option('Refer the same day')).toContainText('67% chose this');
  await expect(option('Reassure and review in a week')).toContainText('17% chose this');
  await expect(option('Start a trial of treatment')).toContainText('17% chose this');
  await expect(option('Order blood tests first')).toContainText('0% chose this');
});
