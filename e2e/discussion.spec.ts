// Ratings and discussion (ADR 038): after answering a classmate's question, a trainee rates it
// and comments in the review; the comment shows in the thread, and the author hears of it under
// the bell and sees the rating on My Questions.
import { appOrigin, createTrainee, goodPassword } from './support/accounts.ts';
import { createQuiz, writeQuestion } from './support/quiz-authoring.ts';
import { takeQuiz } from './support/quiz-api.ts';
import { answerEveryQuestion, openReviewRow } from './support/quiz-ui.ts';
import { expect, test } from './support/test.ts';
import { header } from './support/ui.ts';

const headers = { origin: appOrigin };

test('a trainee rates and discusses a question after answering it, and the author hears of it', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow(); // two accounts, a quiz in the browser
  const author = await playwright.request.newContext({ baseURL: appOrigin });
  const authorAccount = await createTrainee(author, { name: 'Mere Author' });
  const question = await writeQuestion(
    author,
    `A child with a barking cough at night: what first? (${Date.now()})`,
    'b',
  );
  const shareCode = await createQuiz(author, 'Croup quiz', [question.id]);
  await author.dispose();

  // The trainee answers it once (a shared quiz), then drills it from the saved questions, so the
  // results review shows it revealed.
  await createTrainee(page.request, { name: 'Ana Trainee' });
  const before = await page.request.get(`/api/questions/${question.id}/comments`);
  expect(before.status()).toBe(404); // the thread is hidden before answering
  await takeQuiz(page.request, { type: 'shared-quiz', shareCode }, () => 'a');
  const saved = await page.request.put(`/api/saved/${question.id}`, {
    headers,
    data: { note: '' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto('/saved');
  await page.getByRole('link', { name: 'Quiz saved questions' }).click();
  await expect(page).toHaveURL(/\/answer$/);
  await answerEveryQuestion(page, () => 1);
  await expect(page).toHaveURL(/\/results$/);
  const reward = page.getByRole('dialog');
  await reward.waitFor({ timeout: 5_000 }).then(
    () => reward.click(),
    () => undefined,
  );
  await expect(reward).toHaveCount(0);

  const reviewed = await openReviewRow(page.getByRole('article', { name: 'Question 1' }));
  await expect(reviewed.getByText(question.questionText)).toBeVisible();

  // Rate: four stars and Hard, each saved on the spot. The panel reads its ratings once it nears
  // the screen, so scroll to it as a reader would.
  await reviewed.getByRole('button', { name: /^Discussion/ }).scrollIntoViewIfNeeded();
  await expect(reviewed.getByText('Rate this question')).toBeVisible();
  await expect(reviewed.getByText('No ratings yet')).toBeVisible();
  await reviewed.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await expect(reviewed.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(reviewed.getByText(/Quality 4\.0 \/ 5/)).toBeVisible();
  await reviewed.getByRole('button', { name: 'Hard' }).click();
  await expect(reviewed.getByRole('button', { name: 'Hard' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reviewed.getByText(/Hard 1/)).toBeVisible();

  // Comment: the thread opens empty, the comment appears with the writer's name.
  await reviewed.getByRole('button', { name: 'Discussion (0)' }).click();
  await expect(
    reviewed.getByText('No comments yet. Ask about the explanation or point out an error.'),
  ).toBeVisible();
  const words = 'Is dexamethasone <b>still</b> first line if the child is stridulous at rest?';
  await reviewed.getByLabel('Add a comment').fill(words);
  await expect(reviewed.getByText(`${words.length}/1,000`)).toBeVisible();
  await reviewed.getByRole('button', { name: 'Post' }).click();
  await expect(reviewed.getByRole('button', { name: 'Discussion (1)' })).toBeVisible();
  const thread = reviewed.getByRole('listitem').filter({ hasText: 'Ana Trainee' });
  // Plain text: the tags show as typed, nothing is bold.
  await expect(thread.getByText(words)).toBeVisible();
  await expect(thread.locator('b')).toHaveCount(0);
  await expect(reviewed.getByLabel('Add a comment')).toHaveValue('');

  // The author hears of it under the bell, and sees the rating on My Questions.
  const authorContext = await browser.newContext();
  const signIn = await authorContext.request.post(`${appOrigin}/api/auth/sign-in/email`, {
    headers,
    data: { email: authorAccount.email, password: goodPassword },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const authorPage = await authorContext.newPage();
  await authorPage.goto(`${appOrigin}/my-questions`);
  await expect(authorPage.getByText('Quality 4.0')).toBeVisible();
  await expect(authorPage.getByText('(1 rating)')).toBeVisible();
  const bell = header(authorPage).getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const panel = authorPage.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('New comment on your question')).toBeVisible();
  await expect(panel.getByText(words)).toBeVisible();
  await expect(panel.getByText(/barking cough/)).toBeVisible();
  await authorContext.close();
});

test('under the results, each question reads its ratings and thread only as the reader nears it', async ({
  page,
}) => {
  test.slow(); // a Quick 10 in the browser
  await createTrainee(page.request, { name: 'Aroha Scroller' });
  const reads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/questions\/[^/]+\/(ratings|comments)$/.test(path)) reads.push(path);
  });
  await page.goto('/answer'); // a Quick 10
  const total = await answerEveryQuestion(page);
  await expect(page).toHaveURL(/\/results$/);
  const reward = page.getByRole('dialog');
  await reward.waitFor({ timeout: 5_000 }).then(
    () => reward.click(),
    () => undefined,
  );
  const reviewed = page.getByRole('article', { name: /^Question \d+$/ });
  await expect(reviewed).toHaveCount(total);
  await page.waitForLoadState('networkidle');
  // Two reads per question (ratings, thread) for those near the top at most: not all of them.
  const readAtFirst = reads.length;
  expect(readAtFirst).toBeLessThan(2 * total);

  // The last question's panel reads, and shows, once the reader scrolls down to it.
  const last = await openReviewRow(reviewed.last());
  await last.getByRole('button', { name: /^Discussion/ }).scrollIntoViewIfNeeded();
  await expect(last.getByText('Rate this question')).toBeVisible();
  await expect(last.getByRole('button', { name: /^Discussion \(\d+\)$/ })).toBeVisible();
  expect(reads.length).toBeGreaterThan(readAtFirst);
});

test('the shared question page offers rating and discussion once a signed-in trainee has answered', async ({
  page,
  playwright,
}) => {
  const author = await playwright.request.newContext({ baseURL: appOrigin });
  await createTrainee(author, { name: 'Rangi Author' });
  const question = await writeQuestion(
    author,
    `Sudden painless loss of vision in one eye: what next? (${Date.now()})`,
    'b',
  );
  const share = await author.post(`/api/questions/${question.id}/share`, { headers });
  expect(share.status(), await share.text()).toBe(200);
  const { code } = (await share.json()) as { code: string };
  await author.dispose();

  await createTrainee(page.request, { name: 'Tui Trainee' });
  await page.goto(`/shared/${code}`);
  await expect(page.getByText(question.questionText)).toBeVisible();
  // Nothing of the thread before answering.
  await expect(page.getByText('Rate this question')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Discussion/ })).toHaveCount(0);

  await page.getByRole('radio', { name: /Refer the same day/ }).check();
  await page.getByRole('button', { name: 'Submit Answer' }).click();
  const panel = page.getByRole('region', { name: 'Rating and discussion' });
  await expect(panel.getByText('Rate this question')).toBeVisible();
  await panel.getByRole('button', { name: 'Discussion (0)' }).click();
  await panel.getByLabel('Add a comment').fill('Would you check the pressure first?');
  await panel.getByRole('button', { name: 'Post' }).click();
  await expect(panel.getByRole('button', { name: 'Discussion (1)' })).toBeVisible();
  await expect(panel.getByText('Would you check the pressure first?')).toBeVisible();
});

test('the answer history lists offer rating and discussion behind a closed disclosure', async ({
  page,
  playwright,
}) => {
  test.slow(); // two accounts, two history screens
  const author = await playwright.request.newContext({ baseURL: appOrigin });
  await createTrainee(author, { name: 'Hemi Author' });
  const question = await writeQuestion(
    author,
    `Ankle swelling on a new calcium channel blocker: what next? (${Date.now()})`,
    'b',
  );
  const shareCode = await createQuiz(author, 'Ankle quiz', [question.id]);
  await author.dispose();

  await createTrainee(page.request, { name: 'Aroha Trainee' });
  // Answered wrongly ('a', the key is 'b'): it is in both lists.
  await takeQuiz(page.request, { type: 'shared-quiz', shareCode }, () => 'a');

  // A page of answers loads no ratings or comments until a disclosure is opened.
  const discussionCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/questions\/[^/]+\/(ratings|comments)/.test(request.url())) {
      discussionCalls.push(request.url());
    }
  });
  await page.goto('/all-answered-questions');
  const answered = page.getByRole('listitem').filter({ hasText: question.questionText });
  await expect(answered.getByText(question.questionText)).toBeVisible();
  const disclosure = answered.getByRole('button', { name: 'Rate and discuss' });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await page.waitForLoadState('networkidle');
  expect(discussionCalls).toEqual([]);

  await disclosure.click();
  await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
  await expect(answered.getByText('Rate this question')).toBeVisible();
  await answered.getByRole('radio', { name: '3 stars' }).check({ force: true });
  await expect(answered.getByText(/Quality 3\.0 \/ 5/)).toBeVisible();
  // The thread is open at once: the disclosure was opened to discuss.
  await answered.getByLabel('Add a comment').fill('Would a diuretic help here?');
  await answered.getByRole('button', { name: 'Post' }).click();
  await expect(answered.getByRole('button', { name: 'Discussion (1)' })).toBeVisible();
  await expect(answered.getByText('Would a diuretic help here?')).toBeVisible();
  expect(discussionCalls.length).toBeGreaterThan(0);

  // The same on /wrong-answers: the rating and the comment made above are there.
  await page.goto('/wrong-answers');
  const wrong = page.getByRole('listitem').filter({ hasText: question.questionText });
  await wrong.getByRole('button', { name: 'Rate and discuss' }).click();
  await expect(wrong.getByRole('radio', { name: '3 stars' })).toBeChecked();
  await expect(wrong.getByText('Would a diuretic help here?')).toBeVisible();
});

test('a comment three classmates reported is hidden until the author removes it, and its writer hears of it', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow(); // five accounts
  await createTrainee(page.request, { name: 'Wiremu Author' });
  const question = await writeQuestion(
    page.request,
    `Fever and a new murmur in a drug user: what first? (${Date.now()})`,
    'b',
  );
  const shareCode = await createQuiz(page.request, 'Endocarditis quiz', [question.id]);
  const comments = `/api/questions/${question.id}/comments`;

  // The writer and three readers answer it; the three report the writer's comment.
  const classmate = async (name: string) => {
    const request = await playwright.request.newContext({ baseURL: appOrigin });
    const account = await createTrainee(request, { name });
    await takeQuiz(request, { type: 'shared-quiz', shareCode }, () => 'a');
    return { request, account };
  };
  const writer = await classmate('Rude Writer');
  const posted = await writer.request.post(comments, {
    headers,
    data: { body: 'Only an idiot would get this wrong.' },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  const { id } = (await posted.json()) as { id: string };
  const readers = [];
  for (const name of ['Reader One', 'Reader Two', 'Reader Three']) {
    const reader = await classmate(name);
    const reported = await reader.request.post(`${comments}/${id}/report`, { headers });
    expect(reported.status(), await reported.text()).toBe(200);
    readers.push(reader);
  }
  const hidden = await readers[0]!.request.get(comments);
  expect(JSON.stringify(await hidden.json())).not.toContain('idiot');

  // The author sees it marked on the question's page and removes it.
  await page.goto(`/preview-question?id=${question.id}`);
  const panel = page.getByRole('region', { name: 'Rating and discussion' });
  await panel.getByRole('button', { name: 'Discussion (1)' }).click();
  const reported = panel.getByRole('listitem').filter({ hasText: 'Rude Writer' });
  await expect(reported.getByText('Reported 3 times')).toBeVisible();
  await expect(
    reported.getByText(/Hidden from other trainees until you keep or remove it/),
  ).toBeVisible();
  await reported.getByRole('button', { name: 'Remove' }).click();
  await expect(panel.getByText('Comment deleted')).toBeVisible();
  await expect(panel.getByText(/idiot/)).toHaveCount(0);

  // The writer hears of it under the bell.
  const writerContext = await browser.newContext();
  const signIn = await writerContext.request.post(`${appOrigin}/api/auth/sign-in/email`, {
    headers,
    data: { email: writer.account.email, password: goodPassword },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const writerPage = await writerContext.newPage();
  await writerPage.goto(`${appOrigin}/learn`);
  await header(writerPage).getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const bell = writerPage.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByText("Your comment was removed by the question's author")).toBeVisible();
  await expect(bell.getByText('Only an idiot would get this wrong.')).toBeVisible();
  await writerContext.close();
  for (const c of [writer, ...readers]) await c.request.dispose();
});
