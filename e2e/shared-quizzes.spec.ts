// Shared quizzes [product#shared-quizzes, #shared-quiz-flow, #quiz-validation]: a trainee bundles
// their own questions into a quiz and shares the link; visitors and classmates take it; the author
// manages and deletes it; a classmate's flag reaches the author's notification bell.
// Long on purpose (over 300 lines): the six journeys of one feature, sharing the same helpers
// (choose, the clipboard globals); split further they would repeat the set-up.
import { expect, test, type Page } from './support/test.ts';
import { appOrigin, createTrainee, goodPassword, uniqueEmail } from './support/accounts.ts';
import { createQuiz, writeQuestion } from './support/quiz-authoring.ts';
import { openReviewRow } from './support/quiz-ui.ts';
import { fillSignUp, header, toast } from './support/ui.ts';

const headers = { origin: appOrigin };

// The browser globals used inside page.evaluate (e2e/ is type-checked without the DOM library).
interface ClipboardGlobals {
  navigator: { clipboard: { readText(): Promise<string> } };
}

/** Chooses an answer on the take-quiz screen by its text. */
const choose = (page: Page, answer: string) =>
  page.getByRole('radiogroup').getByRole('radio', { name: answer }).check();

test('a trainee bundles two of their questions into a quiz and copies its share link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createTrainee(page.request, { name: 'Aroha Ngata' });
  const croup = await writeQuestion(page.request, 'A 3-year-old has a barking cough and stridor.');
  const chest = await writeQuestion(page.request, 'A 54-year-old man has crushing chest pain.');
  await writeQuestion(page.request, 'A teenager asks about the HPV vaccine schedule.');

  await page.goto('/create-quiz');
  const create = page.getByRole('button', { name: 'Create Quiz' });
  await expect(page.getByText('0 selected')).toBeVisible();
  await expect(create).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Write New Question' })).toHaveAttribute(
    'href',
    '/write-question?returnTo=/create-quiz',
  );

  // Selection order is the quiz's order: croup first, then chest pain.
  await page.getByRole('checkbox', { name: new RegExp(croup.questionText) }).check();
  await page.getByRole('checkbox', { name: new RegExp(chest.questionText) }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await expect(create).toBeDisabled(); // still no name
  await page.getByLabel('Quiz Name').fill('Red flags in general practice');
  await create.click();

  await expect(page).toHaveURL(/\/share-quiz\/[\w-]+$/);
  await expect(toast(page, 'Quiz created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Red flags in general practice' })).toBeVisible();
  const code = new URL(page.url()).pathname.split('/').at(-1)!;
  const link = `${appOrigin}/take-quiz/${code}`;
  await expect(page.getByText(link, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share Quiz' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to My Progress' })).toHaveAttribute(
    'href',
    '/my-progress',
  );

  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(toast(page, 'Link copied to clipboard!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() =>
    (globalThis as unknown as ClipboardGlobals).navigator.clipboard.readText(),
  );
  expect(copied).toBe(link);
  // "Copied" lasts 2 seconds.
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 4000 });

  // The quiz holds the two questions in the order they were ticked.
  const quizzes = (await (await page.request.get('/api/quizzes/mine')).json()) as {
    id: string;
  }[];
  const list = (await (
    await page.request.get(`/api/quizzes/${quizzes[0]!.id}/questions`)
  ).json()) as { questionText: string }[];
  expect(list.map((q) => q.questionText)).toEqual([croup.questionText, chest.questionText]);
});

test('a visitor takes a shared quiz without an account and is invited to sign up', async ({
  browser,
  request,
}) => {
  await createTrainee(request, { name: 'Mere Tane' });
  const first = await writeQuestion(request, 'A 70-year-old has new sudden painless vision loss.');
  const second = await writeQuestion(request, 'A 30-year-old has a thunderclap headache.', 'b');
  const code = await createQuiz(request, 'Emergencies in clinic', [first.id, second.id]);

  // A stranger with no session at all.
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${appOrigin}/take-quiz/${code}`);
  await expect(page.getByRole('heading', { name: 'Emergencies in clinic' })).toBeVisible();
  await expect(page.getByText('by Mere Tane')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Quiz progress' })).toBeVisible();
  await expect(page.getByText(first.questionText)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();

  await choose(page, 'Refer the same day'); // right
  await next.click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  const finish = page.getByRole('button', { name: 'Finish' });
  await expect(finish).toBeDisabled();
  // Previous keeps the earlier answer.
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio', { name: 'Refer the same day' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'Reassure and review in a week'); // wrong
  await finish.click();

  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  await expect(page.getByText('1/2', { exact: true })).toBeVisible();
  await expect(page.getByText('50%', { exact: true })).toBeVisible();
  const pitch = page.getByRole('region', { name: 'Your results are not saved yet' });
  for (const perk of [/full explanations with references/i, /class's points/, /write your own/i]) {
    await expect(pitch.getByText(perk)).toBeVisible();
  }
  await expect(pitch.getByText(/track your progress/i)).toBeVisible();
  await expect(pitch.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(pitch.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  await expect(page.getByText('Your results have been saved!')).toHaveCount(0);

  // The review: each answer given, the correct one where it differs, and the explanation.
  const review = page.getByRole('region', { name: 'Review Your Answers' });
  const missed = await openReviewRow(review.getByRole('article', { name: 'Question 2' }));
  // The verdict, and the options marked by word as well as colour (QuestionReview).
  await expect(missed.getByText('Incorrect', { exact: true })).toBeVisible();
  await expect(missed.getByText('Your answer · Incorrect')).toBeVisible();
  await expect(missed.getByText('Correct answer', { exact: true })).toBeVisible();
  await expect(missed.getByText('Refer the same day')).toBeVisible();
  await expect(missed.getByRole('link', { name: /View Reference/ })).toHaveAttribute(
    'href',
    'https://bpac.org.nz/',
  );
  await expect(
    review.getByRole('article', { name: 'Question 1' }).getByText('Correct', { exact: true }),
  ).toBeVisible();
  await visitor.close();
});

test('a visitor’s shared quiz survives a reload and a failed Finish, then joins their new account', async ({
  page,
  request,
}) => {
  await createTrainee(request, { name: 'Aroha Ngata' });
  const first = await writeQuestion(
    request,
    'A 60-year-old suddenly loses vision in one eye.',
    'b',
  );
  const second = await writeQuestion(request, 'A 25-year-old has a painful red eye.', 'c');
  const code = await createQuiz(request, 'Eye emergencies', [first.id, second.id]);
  // Opening the link starts one quiz session; a reload resumes it.
  const starts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/quiz-sessions')
      starts.push(r.url());
  });

  await page.goto(`/take-quiz/${code}`);
  await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
  await choose(page, 'Refer the same day'); // right
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio', { name: 'Refer the same day' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await choose(page, 'Order blood tests first'); // wrong
  expect(starts).toHaveLength(1);

  // Finish fails: the answers stay; Finish again completes the same session.
  await page.route('**/api/quiz-sessions/*/complete', (route) => route.abort());
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(toast(page, 'Failed to check answers')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Order blood tests first' })).toBeChecked();
  await page.unroute('**/api/quiz-sessions/*/complete');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  await expect(page.getByText('1/2', { exact: true })).toBeVisible();
  await expect(page.getByText('50%', { exact: true })).toBeVisible();
  expect(starts).toHaveLength(1);
  // A reload shows the same result (read again with the visitor's claim token), no new session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  await expect(page.getByText('1/2', { exact: true })).toBeVisible();
  expect(starts).toHaveLength(1);

  // The browser keeps the attempt with its claim token; signing up links it to the account.
  const pending = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('pendingQuizAttempts')!),
  );
  expect(pending).toEqual([{ id: expect.any(String), claimToken: expect.any(String) }]);
  await page
    .getByRole('region', { name: 'Your results are not saved yet' })
    .getByRole('link', { name: 'Create Account' })
    .click();
  await expect(page).toHaveURL(/\/signup$/);
  await fillSignUp(page, {
    name: 'Kiri Visitor',
    email: uniqueEmail('shared-visitor'),
    password: goodPassword,
  });
  await expect(toast(page, 'Account created successfully!')).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/stats/summary')).json()).answered)
    .toBe(2);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('pendingQuizAttempts')))
    .toBeNull();
  const activity = (await (
    await page.request.get('/api/stats/recent-activity?limit=5')
  ).json()) as { kind: string; title: string; correct: number; total: number }[];
  expect(activity).toEqual([
    expect.objectContaining({
      kind: 'shared-quiz',
      title: 'Eye emergencies',
      correct: 1,
      total: 2,
    }),
  ]);
});

test('a signed-in classmate takes a shared quiz, it is saved, and the author hears about a flag', async ({
  browser,
  page,
  request,
}) => {
  const author = await createTrainee(request, { name: 'Hemi Walker' });
  const question = await writeQuestion(
    request,
    'A 45-year-old has tearing pain between the shoulder blades.',
  );
  const code = await createQuiz(request, 'Chest pain mimics', [question.id]);

  await createTrainee(page.request, { name: 'Tama Wilson' });
  await page.goto(`/take-quiz/${code}`);
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  await choose(page, 'Refer the same day');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page.getByText('Your results have been saved!')).toBeVisible();
  await expect(toast(page, 'Quiz completed and saved!')).toBeVisible();
  await expect(page.getByText('1/1', { exact: true })).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Learn' })).toHaveAttribute('href', '/learn');
  await expect(page.getByRole('link', { name: 'View Stats' })).toHaveAttribute('href', '/stats');
  await expect(page.getByRole('link', { name: 'Create Account' })).toHaveCount(0);

  const activity = (await (
    await page.request.get('/api/stats/recent-activity?limit=5')
  ).json()) as { kind: string; title: string; correct: number; total: number }[];
  expect(activity[0]).toMatchObject({
    kind: 'shared-quiz',
    title: 'Chest pain mimics',
    correct: 1,
    total: 1,
  });

  // The classmate flags the question; its author sees it under the bell.
  const flag = await page.request.post(`/api/questions/${question.id}/flag`, {
    headers,
    data: { reason: 'Should mention aortic dissection in the explanation.' },
  });
  expect(flag.status(), await flag.text()).toBe(200);

  const authorContext = await browser.newContext();
  const signIn = await authorContext.request.post(`${appOrigin}/api/auth/sign-in/email`, {
    headers,
    data: { email: author.email, password: goodPassword },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const authorPage = await authorContext.newPage();
  await authorPage.goto(`${appOrigin}/learn`);
  const bell = header(authorPage).getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = authorPage.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Tama Wilson flagged your question')).toBeVisible();
  await expect(panel.getByText(/tearing pain between the shoulder blades/)).toBeVisible();
  await expect(
    panel.getByText('Should mention aortic dissection in the explanation.'),
  ).toBeVisible();
  await expect(panel.getByText('Just now')).toBeVisible();

  // Opening the panel marks everything read.
  await authorPage.keyboard.press('Escape');
  await expect(
    header(authorPage).getByRole('button', { name: 'Notifications', exact: true }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const list = await authorContext.request.get(`${appOrigin}/api/notifications`);
      return ((await list.json()) as { unreadCount: number }).unreadCount;
    })
    .toBe(0);
  await authorContext.close();
});

test('a trainee reviews a quiz on My Quizzes and deletes it after confirming', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createTrainee(page.request, { name: 'Ana Fifita' });
  const one = await writeQuestion(page.request, 'A toddler has a limp and a fever of 39 degrees.');
  const two = await writeQuestion(page.request, 'A woman of 60 has postmenopausal bleeding.');
  const code = await createQuiz(page.request, 'Do not miss', [two.id, one.id]);

  await page.goto('/my-quizzes');
  await expect(page.getByRole('link', { name: 'Create New Quiz' })).toHaveAttribute(
    'href',
    '/create-quiz',
  );
  const card = page.getByRole('article', { name: 'Do not miss' });
  await expect(card.getByText('2 questions')).toBeVisible();
  await expect(card.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();

  await card.getByRole('button', { name: 'Copy Share Link' }).click();
  await expect(toast(page, 'Share link copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() =>
    (globalThis as unknown as ClipboardGlobals).navigator.clipboard.readText(),
  );
  expect(copied).toBe(`${appOrigin}/take-quiz/${code}`);

  await card.getByRole('button', { name: 'See Questions' }).click();
  const list = card.getByRole('list', { name: 'Questions in this quiz' });
  await expect(list.getByRole('listitem')).toHaveText(
    [two.questionText, one.questionText].map((t) => new RegExp(t)),
  );
  await card.getByRole('button', { name: 'Hide Questions' }).click();
  await expect(list).toHaveCount(0);

  // Cancel keeps it; Delete removes it.
  await card.getByRole('button', { name: 'Delete quiz' }).click();
  let dialog = page.getByRole('dialog', { name: 'Delete Quiz' });
  await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
  // What really happens (soft delete, ADR 020): the quiz and its link go, takers keep results.
  await expect(dialog.getByText(/the quiz and its link are removed/)).toBeVisible();
  await expect(dialog.getByText(/Everyone who took it keeps their results/)).toBeVisible();
  await expect(dialog.getByText(/attempts, will be removed/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Delete quiz' }).click();
  dialog = page.getByRole('dialog', { name: 'Delete Quiz' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Quiz deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No quizzes yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Quiz' })).toBeVisible();

  // Its link now leads nowhere, and its share screen says so.
  await page.goto(`/take-quiz/${code}`);
  await expect(page.getByRole('heading', { name: 'Quiz Not Found' })).toBeVisible();
  await page.goto(`/share-quiz/${code}`);
  await expect(page.getByRole('heading', { name: 'Quiz Not Found' })).toBeVisible();
});

test('anyone opening a quiz share screen sees its name; an unknown code is Quiz Not Found', async ({
  browser,
  page,
  request,
}) => {
  await createTrainee(request, { name: 'Tama Kereama' });
  const question = await writeQuestion(request, 'A 6-week-old has a fever of 38.5 and is feeding.');
  const code = await createQuiz(request, 'Febrile infants', [question.id]);

  // A classmate, signed in but not its creator.
  await createTrainee(page.request, { name: 'Hana Classmate' });
  await page.goto(`/share-quiz/${code}`);
  await expect(page.getByRole('heading', { name: 'Febrile infants' })).toBeVisible();
  await expect(page.getByText(`${appOrigin}/take-quiz/${code}`, { exact: true })).toBeVisible();

  // A visitor with no session.
  const visitor = await browser.newContext();
  const stranger = await visitor.newPage();
  await stranger.goto(`${appOrigin}/share-quiz/${code}`);
  await expect(stranger.getByRole('heading', { name: 'Febrile infants' })).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Copy Link' })).toBeVisible();

  // A code that names no quiz: no link to share, the take-quiz screen's not-found state.
  await stranger.goto(`${appOrigin}/share-quiz/NoSuchQuizCode1234`);
  await expect(stranger.getByRole('heading', { name: 'Quiz Not Found' })).toBeVisible();
  await expect(stranger.getByText(/may have been removed, or the link may be wrong/)).toBeVisible();
  await expect(stranger.getByRole('link', { name: 'Go to Login' })).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Copy Link' })).toHaveCount(0);
  await visitor.close();
});

test('a visitor with a wrong quiz link sees Quiz Not Found and can go to the login', async ({
  page,
}) => {
  await page.goto('/take-quiz/no-such-quiz-123');
  await expect(page.getByRole('heading', { name: 'Quiz Not Found' })).toBeVisible();
  await expect(page.getByText(/may have been removed, or the link may be wrong/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/auth#login$/);
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');

  // Building and managing quizzes needs an account.
  await page.goto('/create-quiz');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/my-quizzes');
  await expect(page).toHaveURL(/\/auth$/);
});
