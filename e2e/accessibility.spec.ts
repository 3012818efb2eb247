// axe-core on every page (ADR 047), signed out and signed in, in the light and the dark theme:
// no violation of serious or critical impact, WCAG 2.5.3's label-content-name-mismatch included
// (an experimental rule, so switched on by name). Each page is opened once and scanned in both
// themes by switching the emulated system setting, which the app follows without a reload; the
// signed-in pages share one trainee with real history, so the whole tour stays quick.
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequest, Page } from '@playwright/test';
import { appOrigin, createTrainee } from './support/accounts.ts';
import { takeQuiz, topicIdOf } from './support/quiz-api.ts';
import { createQuiz, writeQuestion } from './support/quiz-authoring.ts';
import { answerEveryQuestion } from './support/quiz-ui.ts';
import { expect, test } from './support/test.ts';
import { header } from './support/ui.ts';

const headers = { origin: appOrigin };

// The narrowest phone the design brief supports: every page is checked at 320 px. At a device
// scale of 2 this is also exactly a 640 px window zoomed to 200% (browser zoom halves the CSS
// viewport and doubles devicePixelRatio), the way WCAG 1.4.10 counts reflow (1280 px at 400% =
// 320 px): so the same pass checks 200% zoom without a page being opened twice.
test.use({ viewport: { width: 320, height: 740 }, deviceScaleFactor: 2 });

/** Only colour differs between the themes: the dark pass runs axe's colour rules alone. */
const colourRules = ['color-contrast', 'link-in-text-block'];

// The browser globals used inside page.evaluate (e2e/ is type-checked without the DOM library).
interface LayoutGlobals {
  document: { documentElement: { scrollWidth: number; clientWidth: number } };
  devicePixelRatio: number;
}

/** The page as it stands, in both themes: no serious or critical violation. */
async function scan(page: Page, where: string) {
  // The page's faint honeycomb is a background image, behind which axe cannot tell the page's
  // colour: it would leave the contrast of all text on the page unchecked. Without it, axe
  // checks that text against the page colour (the pattern shifts it by a few percent).
  await page.addStyleTag({ content: '.honeycomb { background-image: none !important; }' });
  // 320 px wide at 200% (the viewport of these tests): nothing scrolls sideways.
  const layout = await page.evaluate(() => {
    const { document, devicePixelRatio } = globalThis as unknown as LayoutGlobals;
    const { scrollWidth, clientWidth } = document.documentElement;
    return { width: clientWidth, zoom: devicePixelRatio, overflow: scrollWidth - clientWidth };
  });
  expect.soft(layout, `${where} scrolls sideways at 320 px, a 640 px window at 200%`).toEqual({
    width: 320,
    zoom: 2,
    overflow: 0,
  });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    let axe = new AxeBuilder({ page })
      // one axe.run in the page: the default finishes each scan in a fresh blank page, slower
      .setLegacyMode(true)
      .options({
        // violations only: axe skips collecting the passes
        resultTypes: ['violations'],
        rules: { 'label-content-name-mismatch': { enabled: true } },
      });
    if (colorScheme === 'dark') axe = axe.withRules(colourRules);
    const { violations } = await axe.analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect.soft(serious, `${where} (${colorScheme})`).toEqual([]);
  }
}

/** Opens `path` and waits until its data has arrived (no skeleton is scanned). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

/** A question and a quiz shared by an author of their own, for the public pages. */
async function sharedContent(playwright: { request: APIRequest }) {
  const author = await playwright.request.newContext({
    baseURL: appOrigin,
    // its own client address: the sign-up limit counts per address (support/test.ts)
    extraHTTPHeaders: { 'x-forwarded-for': `10.250.${Date.now() % 250}.1` },
  });
  await createTrainee(author, { name: 'Rangi Author' });
  const question = await writeQuestion(
    author,
    `Painless loss of vision in one eye? (${Date.now()})`,
  );
  const share = await author.post(`/api/questions/${question.id}/share`, { headers });
  expect(share.status(), await share.text()).toBe(200);
  const { code } = (await share.json()) as { code: string };
  const quizCode = await createQuiz(author, 'Eye emergencies', [question.id]);
  await author.dispose();
  return { questionCode: code, quizCode };
}

test('every signed-out page has no serious accessibility violation in either theme', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const { questionCode, quizCode } = await sharedContent(playwright);
  const pages = [
    '/auth',
    '/signup',
    '/reset-password',
    '/about',
    '/install',
    `/shared/${questionCode}`,
    `/take-quiz/${quizCode}`,
    `/share-quiz/${quizCode}`,
  ];
  for (const path of pages) {
    await visit(page, path);
    await scan(page, path);
  }
  // the landing page sends a visitor to /auth; the 404 page
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await visit(page, '/no-such-page');
  await scan(page, '404');
  // a new account that has not onboarded yet: the onboarding form
  await createTrainee(page.request, { name: 'Tama Newcomer', onboard: false });
  await visit(page, '/onboarding');
  await scan(page, '/onboarding');
});

test('every signed-in page has no serious accessibility violation in either theme', async ({
  page,
  playwright,
}) => {
  test.setTimeout(240_000); // some thirty pages, each scanned twice
  const { questionCode, quizCode } = await sharedContent(playwright);
  await createTrainee(page.request, { name: 'Mere Tane' });
  // History for My Progress, the answer lists and the review options; a saved question; a
  // question and a quiz of their own.
  const eye = await topicIdOf(page.request, 'Eye');
  const result = await takeQuiz(
    page.request,
    { type: 'topic', topicId: eye, questionCount: 10 },
    (_, i) => (i % 2 ? 'a' : 'b'),
  );
  const saved = await page.request.put(`/api/saved/${result!.results[0]!.questionId}`, {
    headers,
    data: { note: 'Check the pupils' },
  });
  expect(saved.status()).toBe(200);
  const own = await writeQuestion(
    page.request,
    `First-line treatment of otitis externa? (${Date.now()})`,
  );
  const earWeek = await createQuiz(page.request, 'Ear week', [own.id]);
  // A classmate answers that question and flags it: its badge on My Questions and the flag's
  // thread.
  const classmate = await playwright.request.newContext({
    baseURL: appOrigin,
    extraHTTPHeaders: { 'x-forwarded-for': `10.251.${Date.now() % 250}.1` },
  });
  await createTrainee(classmate, { name: 'Hemi Classmate' });
  await takeQuiz(classmate, { type: 'shared-quiz', shareCode: earWeek }, () => 'b');
  const flag = await classmate.post(`/api/questions/${own.id}/flag`, {
    headers,
    data: { reason: 'Ciprofloxacin drops are first line now.' },
  });
  expect(flag.status(), await flag.text()).toBe(200);
  await classmate.dispose();
  const flags = await page.request.get(`/api/questions/${own.id}/flags`);
  const [{ id: flagId }] = (await flags.json()) as [{ id: string }];

  const pages = [
    '/learn',
    '/question-bank',
    '/quick-10',
    '/question-bank/review-options',
    '/exam',
    '/build-test',
    '/write-question',
    `/share-question?id=${own.id}`,
    `/preview-question?id=${own.id}`,
    '/my-questions',
    '/saved',
    '/create-quiz',
    '/my-quizzes',
    '/my-progress',
    '/stats',
    '/all-answered-questions',
    '/wrong-answers',
    `/flags/${flagId}`,
    // it needs nothing from the screen before: Quick 10 sends a trainee who mastered everything
    '/congratulations',
    '/about',
    '/install',
    `/shared/${questionCode}`,
    `/share-quiz/${quizCode}`,
    `/take-quiz/${quizCode}`,
  ];
  for (const path of pages) {
    await visit(page, path);
    await scan(page, path);
  }

  await header(page).getByRole('button', { name: 'Profile Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile Settings' })).toBeVisible();
  await scan(page, 'Profile Settings');
  await page.keyboard.press('Escape');

  // the size of a topic quiz, reached from its Question Bank card
  await visit(page, '/question-bank');
  await page
    .getByRole('article', { name: 'Cardiovascular' })
    .getByRole('button', { name: 'Keep Learning' })
    .click();
  await expect(page).toHaveURL(/\/topic-question-count$/);
  await page.waitForLoadState('networkidle');
  await scan(page, '/topic-question-count');

  // a draft's preview, reached from Write Question's Preview button
  await visit(page, '/write-question');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Question').fill(`Red eye with photophobia and a small pupil? (${Date.now()})`);
  await field('Topics').selectOption({ label: 'Eye' });
  for (const [option, text] of Object.entries({
    A: 'Iritis',
    B: 'Conjunctivitis',
    C: 'Glaucoma',
    D: 'Episcleritis',
  }))
    await field(`Answer ${option}`).fill(text);
  await page.getByRole('radio', { name: 'A', exact: true }).check();
  await field('Explanation').fill('A small pupil and photophobia point to anterior uveitis.');
  await page.getByRole('button', { name: 'Preview Question' }).click();
  await expect(page).toHaveURL(/\/preview-question$/);
  await expect(page.getByRole('heading', { name: 'Preview Question' })).toBeVisible();
  await scan(page, '/preview-question (a draft)');

  await visit(page, '/answer'); // a Quick 10
  await scan(page, '/answer');
  await answerEveryQuestion(page);
  await expect(page).toHaveURL(/\/results$/);
  await page.waitForLoadState('networkidle');
  await scan(page, '/results');
});
