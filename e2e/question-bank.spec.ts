// The question bank [product#question-bank]: the progress panel and the topic cards' three button
// states, with the redo dialog once a topic is complete.
import { expect, test, type Page } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';
import { toast } from './support/ui.ts';
import { masterTopic, topicIdOf } from './support/quiz-api.ts';

const card = (page: Page, topic: string) => page.getByRole('article', { name: topic, exact: true });

/** The navigation state React Router keeps in history for the current entry. */
const navigationState = (page: Page) => page.evaluate<unknown>('window.history.state?.usr');

test('a trainee who has mastered a topic is offered a redo, and may decline or accept it', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Kiri Te Kanawa' });
  const eye = await topicIdOf(page.request, 'Eye');
  const { questions } = await masterTopic(page.request, eye);

  await page.goto('/question-bank');
  await expect(page.getByRole('heading', { name: 'Question Hive' })).toBeVisible();
  // The panel: the Eye questions are the trainee's whole mastery so far.
  await expect(page.getByText(`${questions} Correct`).first()).toBeVisible();

  const eyeCard = card(page, 'Eye');
  await expect(eyeCard).toContainText(`${questions} questions · 100% mastered`);
  await expect(eyeCard.getByText(`${questions} Correct`)).toBeVisible();
  await expect(eyeCard.getByText('0 New')).toBeVisible();
  await expect(eyeCard.getByText('0 Incorrect')).toBeVisible();

  // "All Questions Complete!" asks first; No closes the dialog and stays here.
  await eyeCard.getByRole('button', { name: 'All Questions Complete!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redo this topic?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('every Eye question correctly');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/question-bank$/);

  // Yes goes on to choose a size, with the correct questions included.
  await eyeCard.getByRole('button', { name: 'All Questions Complete!' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/topic-question-count$/);
  expect(await navigationState(page)).toEqual({
    topicId: eye,
    topicName: 'Eye',
    excludeCorrect: false,
  });

  // A topic with new questions says Keep Learning and leaves out the mastered ones.
  await page.goto('/question-bank');
  const cardio = card(page, 'Cardiovascular');
  await expect(cardio.getByText(/^\d+ New$/)).not.toHaveText('0 New');
  await cardio.getByRole('button', { name: 'Keep Learning' }).click();
  await expect(page).toHaveURL(/\/topic-question-count$/);
  expect(await navigationState(page)).toEqual({
    topicId: await topicIdOf(page.request, 'Cardiovascular'),
    topicName: 'Cardiovascular',
    excludeCorrect: true,
  });
});

test('a visitor browses the bank with every question new, and an empty topic says Coming Soon', async ({
  page,
}) => {
  // Every seeded topic has questions, so one without any is added to the real answer here.
  await page.route('**/api/stats/questions', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.topics.push({
      topicId: 99_999,
      topicName: 'Travel medicine',
      totalQuestions: 0,
      unattemptedQuestions: 0,
      incorrectQuestions: 0,
      correctQuestions: 0,
    });
    await route.fulfill({ response, json: body });
  });
  await page.goto('/question-bank');
  await expect(page.getByText('You’re browsing as a visitor', { exact: false })).toBeVisible();
  await expect(page.getByText('0%', { exact: true })).toBeVisible();
  await expect(page.getByText('0 Correct').first()).toBeVisible();

  await expect(
    card(page, 'Travel medicine').getByRole('button', { name: 'Coming Soon' }),
  ).toBeDisabled();
  await expect(card(page, 'Eye').getByRole('button', { name: 'Keep Learning' })).toBeEnabled();
  await expect(card(page, 'Eye').getByText('0 Incorrect')).toBeVisible();
});

test('when the topics cannot load, the bank says "Failed to load topics" and Retry recovers', async ({
  page,
}) => {
  await page.route('**/api/stats/questions', (route) => route.abort('internetdisconnected'));
  await page.goto('/question-bank');
  // The app retries twice (after 1 s, then 2 s) before it gives up: allow for a busy machine.
  await expect(toast(page, 'Failed to load topics')).toBeVisible({ timeout: 15_000 });
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  await page.unroute('**/api/stats/questions');
  await retry.click();
  await expect(card(page, 'Eye')).toBeVisible();
  await expect(retry).toBeHidden();
});

test('on a phone the whole hive fits in two screens, and every topic is one tap away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createTrainee(page.request, { name: 'Aroha Ngata' });
  const topics: { name: string }[] = await (await page.request.get('/api/topics')).json();
  expect(topics.length).toBeGreaterThanOrEqual(20);

  await page.goto('/question-bank');
  for (const { name } of topics) {
    await expect(card(page, name).getByRole('button', { name: 'Keep Learning' })).toBeEnabled();
  }
  // Two cards a row keep the bank to about two screens: two screens of 844 px is 1,688. The room
  // left at the end for the phone's bottom bar [product#bottom-bar] is not the bank's.
  const size = await page.evaluate<{ height: number; width: number }>(
    `({
      height:
        document.documentElement.scrollHeight -
        parseFloat(getComputedStyle(document.querySelector('.honeycomb')).paddingBottom),
      width: document.documentElement.scrollWidth,
    })`,
  );
  expect(size.height).toBeLessThan(1700);
  expect(size.width).toBeLessThanOrEqual(390);

  // The whole cell is the tap target, not only its words: a tap on its top corner starts it.
  const last = card(page, topics.at(-1)!.name);
  await last.scrollIntoViewIfNeeded();
  const box = (await last.boundingBox())!;
  await page.mouse.click(box.x + box.width - 6, box.y + 6);
  await expect(page).toHaveURL(/\/topic-question-count$/);
  expect(await navigationState(page)).toMatchObject({ topicName: topics.at(-1)!.name });
});
