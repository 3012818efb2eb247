// Offline study (ADR 048): the signed-in user's reads are kept on the device and shown,
// with the time they were seen, when the network is gone; never to another user; and a page the
// device has no copy of gets the offline page instead of the browser's error. A downloaded quiz
// finished offline shows the results of the questions answered before at once, the rest after
// syncing.
import { expect, test, type Page } from './support/test.ts';
import { AxeBuilder } from '@axe-core/playwright';
import type { OptionId } from '#shared/contract/questions.ts';
import type { QuizResult, StartQuizInput, StartQuizResponse } from '#shared/contract/quiz.ts';
import { appOrigin, createTrainee } from './support/accounts.ts';
import { topicIdOf } from './support/quiz-api.ts';
import { answerEveryQuestion, statTile } from './support/quiz-ui.ts';
import { signOut } from './support/ui.ts';

// The browser globals used inside page.evaluate (e2e/ is type-checked without the DOM library).
interface BrowserGlobals {
  navigator: {
    serviceWorker: {
      ready: Promise<unknown>;
      controller: unknown;
      addEventListener(type: 'controllerchange', listener: () => void, options: object): void;
    };
  };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{ keys(): Promise<{ url: string }[]> }>;
  };
}

async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    const { serviceWorker } = (globalThis as unknown as BrowserGlobals).navigator;
    await serviceWorker.ready;
    if (serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** The caches of kept reads, each with the API paths it holds. */
function keptReads(page: Page) {
  return page.evaluate(async () => {
    const { caches } = globalThis as unknown as BrowserGlobals;
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith('hive-api:')) continue;
      const entries = await (await caches.open(name)).keys();
      // Opening a cache the page deleted since keys() listed it makes it again, empty: a cache
      // with nothing in it keeps no read (seen as a sign-out raced this poll).
      if (entries.length > 0) kept[name] = entries.map((entry) => new URL(entry.url).pathname);
    }
    return kept;
  });
}

const notice = (page: Page) => page.getByText(/^Offline: showing what you saw at \d\d:\d\d$/);

test('offline, the dashboard reloads with what the trainee last saw, and says when that was', async ({
  page,
  context,
}) => {
  await createTrainee(page.request, { name: 'Mere Tawhiri', gpepClass: 'Otago', gpepYear: 2026 });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();
  const meter = page.getByRole('meter', { name: 'Nectar towards the next honey pot' });
  await expect(meter).toHaveText('0 / 20');
  const review = page.getByRole('region', { name: 'Spaced Review' });
  await expect(review.getByText(/^Nothing due yet/)).toBeVisible();
  await serviceWorkerInControl(page);
  await expect(notice(page)).toHaveCount(0); // online: the server answered
  await expect
    .poll(async () => Object.values(await keptReads(page)).flat())
    .toContain('/api/stats/due');

  await context.setOffline(true);
  const shell = await page.reload();
  expect(shell?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();
  await expect(meter).toHaveText('0 / 20');
  await expect(review.getByText(/^Nothing due yet/)).toBeVisible(); // GET /api/stats/due, kept
  await expect(notice(page)).toBeVisible();

  // The signal returns: the screen reads again, and the notice goes.
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('reads kept for one trainee are deleted when another signs in, and at sign-out', async ({
  page,
}) => {
  await createTrainee(page.request, { name: 'Ana Rewi' });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Kia ora, Ana!' })).toBeVisible();
  await expect.poll(async () => Object.keys(await keptReads(page)).length).toBe(1);
  const [ana] = Object.keys(await keptReads(page));

  // Someone else signs in on this device (their cookie replaces Ana's).
  await createTrainee(page.request, { name: 'Tama Hohepa' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kia ora, Tama!' })).toBeVisible();
  await expect.poll(async () => Object.keys(await keptReads(page)).length).toBe(1);
  expect(Object.keys(await keptReads(page))).not.toContain(ana);

  await signOut(page); // Sign Out, confirmed
  await expect.poll(() => keptReads(page)).toEqual({});
});

test('offline, a page the device has no copy of shows the offline page', async ({
  page,
  context,
}) => {
  await page.goto('/auth');
  await serviceWorkerInControl(page);
  await context.setOffline(true);
  await page.goto('/uploads/not-on-this-device.png').catch(() => {});
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open Hive' })).toHaveAttribute('href', '/');
});

/** The signed-in trainee's nectar, as the server has it. */
async function points(page: Page): Promise<number> {
  const response = await page.request.get('/api/session');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { profile: { points: number } }).profile.points;
}

/**
 * Answers one question of the topic, wrongly (through the API, as the quiz screens do), and
 * returns it with its key, which the result revealed.
 */
async function answerOneWrongly(page: Page, topicId: number) {
  // B, not A: the offline quiz answers A everywhere, and the topic's one question whose answer
  // is A must still earn its first nectar offline.
  const first = await answerFirst(page, { type: 'topic', topicId, questionCount: 'all' }, 'b');
  if (!first.isCorrect) return first;
  // B was right: answer it again, wrongly, so that the download asks it again.
  const again = await answerFirst(
    page,
    { type: 'topic', topicId, reviewMode: 'correct', questionCount: 'all' },
    'c',
  );
  expect(again.isCorrect).toBe(false);
  return again;
}

async function answerFirst(page: Page, input: StartQuizInput, selectedAnswer: OptionId) {
  const headers = { origin: appOrigin };
  const started = await page.request.post('/api/quiz-sessions', { headers, data: input });
  const { session } = (await started.json()) as Extract<StartQuizResponse, { status: 'ready' }>;
  const completed = await page.request.post(`/api/quiz-sessions/${session.id}/complete`, {
    headers,
    data: { answers: [{ questionId: session.questions[0]!.id, selectedAnswer }] },
  });
  expect(completed.status()).toBe(200);
  const result = (await completed.json()) as QuizResult;
  const answered = result.results.find((r) => r.selectedAnswer !== null)!;
  return {
    ...answered,
    correctAnswer: answered.correctAnswer!,
    explanation: answered.explanation!,
  };
}

test('a topic downloaded for offline is quizzed without signal, sent once when the signal returns, and its nectar counted once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000); // a whole topic answered on a busy machine
  await createTrainee(page.request, { name: 'Rangi Parata' });
  // Every completion that reached the server, with its answer's status.
  const completions: { url: string; status: number }[] = [];
  page.on('requestfinished', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/complete')) return;
    void request.response().then((response) => {
      completions.push({ url: request.url(), status: response?.status() ?? 0 });
    });
  });

  // One question of the topic answered before, and answered wrongly, so the download still
  // asks it: its answer and explanation were seen, so the server sends its key with the download.
  const seen = await answerOneWrongly(page, await topicIdOf(page.request, 'Cardiovascular'));
  const before = await points(page);

  await page.goto('/question-bank');
  await page
    .getByRole('article', { name: 'Cardiovascular' })
    .getByRole('button', { name: 'Keep Learning' })
    .click();
  await page.getByRole('button', { name: 'Download for offline' }).click();
  await expect(page.getByText(/^Kept on this device: \d+ questions\./)).toBeVisible();

  await page.goto('/learn');
  const card = page.getByRole('region', { name: 'Offline study' });
  await expect(card.getByText('Cardiovascular', { exact: true })).toBeVisible();
  await serviceWorkerInControl(page);

  // No signal: the whole quiz runs on the device, and Finish queues it.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'Start offline quiz' }).click();
  await expect(page.getByText('Cardiovascular').first()).toBeVisible();
  const total = await answerEveryQuestion(page); // A everywhere
  await expect(page).toHaveURL(/\/learn$/);
  await expect(page.getByText('Quiz saved on this device')).toBeVisible();
  await expect(card.getByText('Cardiovascular: waiting to be sent')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start offline quiz' })).toHaveCount(0); // used up
  expect(completions).toEqual([]);
  expect(await points(page)).toBe(before);

  // Still offline: the seen question's result is shown, not yet counted; the others wait.
  const seenRight = seen.correctAnswer === 'a'; // A was chosen everywhere
  await expect(
    card.getByText(`Checked on this device: ${seenRight ? 1 : 0} of 1 correct`),
  ).toBeVisible();
  await expect(card.getByText(`${total - 1} questions: results after syncing.`)).toBeVisible();
  await card.getByText('Review Your Answers').click();
  const items = card.getByRole('article', { name: /^Question \d+$/ });
  await expect(items).toHaveCount(total);
  const seenItem = items.filter({ hasText: seen.questionText });
  await expect(seenItem.getByText('Not counted yet')).toBeVisible();
  await expect(
    seenItem.getByText(seenRight ? 'Correct' : 'Incorrect', { exact: true }),
  ).toBeVisible();
  await expect(seenItem.getByText(seen.explanation)).toBeVisible();
  const unseenItem = items.filter({ hasNotText: seen.questionText }).first();
  await expect(unseenItem.getByText('Result after syncing')).toBeVisible();
  await expect(unseenItem.getByText('Your answer: A')).toBeVisible();
  await expect(unseenItem.getByText(/Incorrect|Correct answer/)).toHaveCount(0);
  await expect(card.getByText('Explanation', { exact: true })).toHaveCount(1);
  // Accessible in both themes (ADR 047): the axe tour never sees a quiz waiting to be sent.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page })
      .include('[aria-labelledby="card-offline-study"]')
      .setLegacyMode(true)
      .analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => v.id),
      colorScheme,
    ).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // The signal returns: it is sent by itself, and checked by the server.
  await context.setOffline(false);
  const sent = card.getByText(/^\d+ of \d+ correct, \+\d+ nectar$/);
  await expect(sent).toBeVisible();
  const [, correct, of, nectar] = (await sent.textContent())!.match(
    /^(\d+) of (\d+) correct, \+(\d+) nectar$/,
  )!;
  expect(Number(of)).toBe(total);
  expect(Number(nectar)).toBeGreaterThan(0);
  expect(await points(page)).toBe(before + Number(nectar));
  await expect(card.getByText('Not counted yet')).toHaveCount(0); // the server's verdict now
  expect(completions.map((c) => c.status)).toEqual([200]);

  // Never twice: reopening the app sends nothing more, and a replay of the same completion (as
  // a second tab or a lost reply would send) returns the stored result and awards nothing.
  await page.reload();
  await expect(card.getByText(/^\d+ of \d+ correct/)).toBeVisible();
  const replay = await page.request.post(completions[0]!.url, {
    headers: { origin: new URL(page.url()).origin },
    data: { answers: [] },
  });
  expect(replay.status()).toBe(200);
  expect(((await replay.json()) as { correctAnswers: number }).correctAnswers).toBe(
    Number(correct),
  );
  expect(await points(page)).toBe(before + Number(nectar));
  expect(completions).toHaveLength(1);

  // Its results, as after any quiz.
  await card.getByRole('link', { name: 'See results' }).click();
  await expect(page).toHaveURL(/\/results$/);
  await expect(statTile(page, 'Correct')).toContainText(correct!);
});
