// A shared phone (ADR 060): what the browser kept for one trainee (the write form's draft, a
// quiz in progress, a topic downloaded for offline study with the answer keys they had seen) is
// gone once they sign out, or once another trainee's session replaces theirs; the next trainee
// finds nothing of it, on screen or in the browser's storage.
import { expect, test, type Page } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';
import { answerButtons } from './support/quiz-ui.ts';
import { header, signInOnAuthPage, signOut } from './support/ui.ts';

const stem = 'Ana wonders whether a 54-year-old with crushing chest pain needs aspirin first.';

/**
 * Everything the page can see in localStorage, sessionStorage and the offline study database, as
 * one text (a string expression: e2e/ is type-checked without the DOM library).
 */
const everythingStored = `(async () => {
  const storage = (s) => Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i)).map((k) => [k, s.getItem(k)]));
  const offline = {};
  const names = (await indexedDB.databases()).map((d) => d.name);
  if (names.includes('hive-offline')) {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('hive-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    for (const store of Array.from(db.objectStoreNames)) {
      offline[store] = await new Promise((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    }
    db.close();
  }
  return JSON.stringify({ local: storage(localStorage), session: storage(sessionStorage), offline });
})()`;

const stored = (page: Page) => page.evaluate<string>(everythingStored);

async function userId(page: Page): Promise<string> {
  const session = (await (await page.request.get('/api/session')).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

/** Ana keeps a topic for offline study, starts it, and leaves a stem in the write form. */
async function leaveThingsBehind(page: Page) {
  await page.goto('/question-bank');
  await page
    .getByRole('article', { name: 'Cardiovascular' })
    .getByRole('button', { name: 'Keep Learning' })
    .click();
  await page.getByRole('button', { name: 'Download for offline' }).click();
  await expect(page.getByText(/^Kept on this device: \d+ questions\./)).toBeVisible();

  await page.goto('/learn');
  const card = page.getByRole('region', { name: 'Offline study' });
  await card.getByRole('button', { name: 'Start offline quiz' }).click();
  await answerButtons(page).first().click();
  await expect(page.getByRole('button', { name: 'Next Question' })).toBeEnabled();

  await page.goto('/write-question');
  await page.getByLabel('Question', { exact: true }).fill(stem);
  await expect.poll(() => stored(page)).toContain(stem);
}

/** The next trainee's write form and dashboard show nothing of Ana's. */
async function expectNothingOfAnasOnScreen(page: Page) {
  await page.goto('/write-question');
  await expect(page.getByRole('heading', { name: 'Write a Question' })).toBeVisible();
  await expect(page.getByLabel('Question', { exact: true })).toHaveValue('');
  await expect(page.getByText('Draft restored: pick up where you left off.')).toHaveCount(0);
  await page.goto('/learn');
  // nothing kept for this trainee: the card stays off /learn [product#home-primary]
  await expect(page.getByRole('region', { name: 'Share Quiz' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Offline study' })).toHaveCount(0);
  await expect(page.getByText('Cardiovascular')).toHaveCount(0);
}

test("on a shared browser, the next trainee finds nothing of the last one's after a sign-out", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await createTrainee(page.request, { name: 'Ana Rewi' });
  const ana = await userId(page);
  const tama = await createTrainee(request, { name: 'Tama Hohepa' }); // the browser stays Ana's
  await leaveThingsBehind(page);
  const before = await stored(page);
  expect(before).toContain(ana); // her download, keyed by her id
  expect(before).toContain('"seen"'); // with the answer keys she had seen
  expect(before).toContain('quizProgress:');

  await signOut(page); // Sign Out, confirmed
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  // Nothing of hers is left in the browser, before anyone else signs in.
  await expect.poll(() => stored(page)).not.toContain(ana);
  const after = await stored(page);
  expect(after).not.toContain(stem);
  expect(after).not.toContain('quizProgress:');
  expect(after).not.toContain('"seen"');

  await page.goto('/auth');
  await signInOnAuthPage(page, tama.email, tama.password);
  await expect(page.getByRole('heading', { name: 'Kia ora, Tama!' })).toBeVisible();
  await expectNothingOfAnasOnScreen(page);
  const tamas = await stored(page);
  expect(tamas).not.toContain(ana);
  expect(tamas).not.toContain(stem);
});

test("when another trainee's session replaces the last one's without a sign-out, none of theirs is shown", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await createTrainee(page.request, { name: 'Ana Rewi' });
  const ana = await userId(page);
  await leaveThingsBehind(page);

  // Her session ends without a sign-out, and someone else signs in (their cookie replaces hers).
  await createTrainee(page.request, { name: 'Tama Hohepa' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Write a Question' })).toBeVisible();
  await expect(page.getByLabel('Question', { exact: true })).toHaveValue('');
  await expect(page.getByText('Draft restored: pick up where you left off.')).toHaveCount(0);
  await expectNothingOfAnasOnScreen(page);
  await expect.poll(() => stored(page)).not.toContain(ana);
  const tamas = await stored(page);
  expect(tamas).not.toContain(stem);
  expect(tamas).not.toContain('quizProgress:');
});
