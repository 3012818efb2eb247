// Writing questions [product#authoring-screens, #authoring-flow, #question-validation]: the form's
// rules as toasts, the draft that survives a reload, the preview, the 5-nectar celebration, My
// Questions, editing and deleting.
import { expect, test, type Page } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';
import { writeQuestion } from './support/quiz-authoring.ts';
import { closeToast, toast } from './support/ui.ts';

const question = 'A 54-year-old man has had crushing central chest pain for 30 minutes.';
const explanation = 'Aspirin given early reduces mortality in acute coronary syndrome.';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const create = (page: Page) => page.getByRole('button', { name: 'Create Question' });

/** Submits the form and expects exactly this message as a toast. */
async function expectRefusal(page: Page, message: string) {
  await create(page).click();
  await expect(toast(page, message)).toBeVisible();
}

test('a trainee writing a question is told each rule of the form as a toast', async ({ page }) => {
  test.slow(); // a dozen refusals, each waiting for its toast
  await createTrainee(page.request);
  await page.goto('/write-question');
  await expect(page.getByRole('heading', { name: 'Write a Question' })).toBeVisible();

  await expectRefusal(page, 'Question must be at least 10 characters');
  await field(page, 'Question').fill('Too short');
  await expectRefusal(page, 'Question must be at least 10 characters');
  await field(page, 'Question').fill(question);

  // With only the question filled, the answers come next (the form's order of rules).
  await expectRefusal(page, 'Answer A is required');
  await field(page, 'Answer A').fill('Aspirin 300 mg chewed');
  await expectRefusal(page, 'Answer B is required');
  await field(page, 'Answer B').fill('Metoprolol 25 mg');
  await field(page, 'Answer C').fill('Morphine 10 mg IV');
  await field(page, 'Answer D').fill('   ');
  await expectRefusal(page, 'Answer D is required');
  await field(page, 'Answer D').fill('x'.repeat(501));
  await expectRefusal(page, 'Answer must be less than 500 characters');
  await field(page, 'Answer D').fill('Oxygen for everyone');

  await expectRefusal(page, 'Please select the correct answer');
  await page
    .getByRole('group', { name: 'Correct Answer' })
    .getByRole('radio', { name: 'A' })
    .check();

  await expectRefusal(page, 'Explanation must be at least 10 characters');
  await field(page, 'Explanation').fill(explanation);

  await expectRefusal(page, 'Reference URL is required');
  await field(page, 'Reference').fill('javascript:alert(1)');
  await expectRefusal(page, 'Must be a valid URL');
  await field(page, 'Reference').fill('not a link');
  await expectRefusal(page, 'Must be a valid URL');
  // The refused field has the focus, ready to fix.
  await expect(field(page, 'Reference')).toBeFocused();
  await field(page, 'Reference').fill('https://bpac.org.nz/');

  // Topics are the last rule of the form.
  await expectRefusal(page, 'At least one topic is required');
  const topics = field(page, 'Topics');
  await topics.selectOption({ label: 'Cardiovascular' });
  await topics.selectOption({ label: 'Urgent care' });
  // A chosen topic leaves the list.
  await expect(topics.locator('option', { hasText: 'Cardiovascular' })).toHaveCount(0);
  await topics.selectOption({ label: 'Prescribing and pharmacology' });
  // Three is the most: the picker is disabled, and trying it anyway says why.
  await expect(topics).toBeDisabled();
  await topics.click({ force: true });
  await expect(toast(page, 'Maximum 3 topics allowed')).toBeVisible();
  // A chosen topic can be removed again, which opens the picker up.
  await page.getByRole('button', { name: 'Remove Urgent care' }).click();
  await expect(topics).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Remove Urgent care' })).toHaveCount(0);

  // Nothing was saved while the form was refused.
  const mine = (await (await page.request.get('/api/questions/mine')).json()) as unknown[];
  expect(mine).toHaveLength(0);
});

test('a trainee keeps a draft across a reload, previews it at 1 point and earns 5 nectar for it', async ({
  page,
}) => {
  test.slow(); // write, reload, preview, create (2 s celebration), edit, preview, delete
  await createTrainee(page.request);
  await page.goto('/write-question');
  await field(page, 'Question').fill(question);
  await field(page, 'Topics').selectOption({ label: 'Cardiovascular' });
  await field(page, 'Answer A').fill('Aspirin 300 mg chewed');
  await field(page, 'Answer B').fill('Metoprolol 25 mg');
  await field(page, 'Answer C').fill('Morphine 10 mg IV');
  await field(page, 'Answer D').fill('Oxygen for everyone');
  await page.getByRole('radio', { name: 'A', exact: true }).check();
  await field(page, 'Explanation').fill(explanation);
  await field(page, 'Reference').fill('https://bpac.org.nz/2018/acs.aspx');

  // The draft comes back after a reload [product#authoring-flow].
  await page.reload();
  await expect(page.getByText('Draft restored: pick up where you left off.')).toBeVisible();
  await expect(field(page, 'Question')).toHaveValue(question);
  await expect(page.getByRole('button', { name: 'Remove Cardiovascular' })).toBeVisible();
  await expect(field(page, 'Answer D')).toHaveValue('Oxygen for everyone');
  await expect(page.getByRole('radio', { name: 'A', exact: true })).toBeChecked();
  await expect(field(page, 'Reference')).toHaveValue('https://bpac.org.nz/2018/acs.aspx');

  // Preview shows the draft, worth 1 point to whoever answers it.
  await page.getByRole('button', { name: 'Preview Question' }).click();
  await expect(page).toHaveURL(/\/preview-question$/);
  await expect(page.getByRole('heading', { name: 'Preview Question' })).toBeVisible();
  await expect(page.getByText('1 point', { exact: true })).toBeVisible();
  await expect(page.getByText(question)).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Aspirin 300 mg chewed' }),
  ).toContainText('Correct answer');
  await expect(page.getByRole('link', { name: /View Reference/ })).toHaveAttribute(
    'href',
    'https://bpac.org.nz/2018/acs.aspx',
  );
  // The hand-over is read once: opening the preview again goes back to the form.
  await page.goto('/preview-question');
  await expect(page).toHaveURL(/\/write-question$/);
  await expect(field(page, 'Question')).toHaveValue(question);

  await create(page).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Question added to the hive!' }),
  ).toContainText('+5');
  await expect(page).toHaveURL(/\/my-questions$/, { timeout: 5000 });

  // My Questions: the new question with its badges; the draft is gone.
  const item = page.getByRole('article').filter({ hasText: question });
  await expect(item).toContainText('Published');
  await expect(item).toContainText('5 points');
  await expect(item).toContainText('Cardiovascular');
  expect(await page.evaluate(() => globalThis.localStorage.getItem('questionDraft'))).toBeNull();
  const session = (await (await page.request.get('/api/session')).json()) as {
    profile: { points: number };
  };
  expect(session.profile.points).toBe(5);

  // Edit: the form starts from the saved question and Save Changes updates it.
  await item.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Question' })).toBeVisible();
  await expect(field(page, 'Question')).toHaveValue(question);
  await expect(field(page, 'Answer B')).toHaveValue('Metoprolol 25 mg');
  await field(page, 'Answer D').fill('High-flow oxygen for all');
  await page.getByRole('radio', { name: 'D', exact: true }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await closeToast(page);
  await expect(page).toHaveURL(/\/my-questions$/);

  // Preview of the stored question shows the change in view mode.
  await page
    .getByRole('article')
    .filter({ hasText: question })
    .getByRole('link', { name: 'Preview' })
    .click();
  await expect(page).toHaveURL(/\/preview-question\?id=/);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'High-flow oxygen for all' }),
  ).toContainText('Correct answer');
  await expect(page.getByText(explanation)).toBeVisible();
  await page.getByRole('link', { name: 'Back to My Questions' }).click();

  // Delete needs no confirmation and takes the 5 nectar back.
  await page
    .getByRole('article')
    .filter({ hasText: question })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Question deleted successfully')).toBeVisible();
  await expect(page.getByText("You haven't written any questions yet")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write Question' })).toHaveAttribute(
    'href',
    '/write-question',
  );
  const after = (await (await page.request.get('/api/session')).json()) as {
    profile: { points: number };
  };
  expect(after.profile.points).toBe(0);
});

test('a trainee shares a question, copies the link, and a visitor answers it wrongly then tries again', async ({
  page,
  context,
  browser,
}) => {
  test.slow(); // an author's browser and a visitor's, with a 2-second Copied in between
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createTrainee(page.request, { name: 'Aroha Ngata' });
  const written = await writeQuestion(
    page.request,
    'A 3-year-old has a barking cough and stridor.',
  );

  // Without an id there is nothing to share.
  await page.goto('/share-question');
  await expect(toast(page, 'No question ID provided')).toBeVisible();
  await expect(page).toHaveURL(/\/my-questions$/);

  await page
    .getByRole('article')
    .filter({ hasText: written.questionText })
    .getByRole('link', { name: 'Share' })
    .click();
  await expect(page).toHaveURL(/\/share-question\?id=/);
  const linkBox = page.getByLabel('Share link');
  await expect(linkBox).toHaveValue(/\/shared\/[\w-]+$/);
  const link = await linkBox.inputValue();
  expect(link.startsWith(new URL(page.url()).origin)).toBe(true);
  const nextSteps = page.getByRole('navigation', { name: 'Next steps' });
  await expect(nextSteps.getByRole('link', { name: 'My Questions' })).toHaveAttribute(
    'href',
    '/my-questions',
  );
  await expect(nextSteps.getByRole('link', { name: 'My Progress' })).toHaveAttribute(
    'href',
    '/my-progress',
  );
  await expect(nextSteps.getByRole('link', { name: 'Create Another Question' })).toHaveAttribute(
    'href',
    '/write-question',
  );

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(toast(page, 'Link copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(copied).toBe(link);
  // 'Copied' lasts 2 seconds.
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({
    timeout: 4000,
  });

  // Sharing again reuses the link [product#share-codes].
  await page.reload();
  await expect(linkBox).toHaveValue(link);

  // A visitor with no account opens the link in their own browser.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(written.questionText)).toBeVisible();
  await expect(visitor.getByText('Shared by Aroha Ngata')).toBeVisible();
  await expect(visitor.getByText('1 point', { exact: true })).toBeVisible();

  await visitor.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(toast(visitor, 'Please select an answer')).toBeVisible();

  const wrong = visitor.getByRole('radio', { name: /Reassure and review in a week/ });
  await wrong.check();
  await visitor.getByRole('button', { name: 'Submit Answer' }).click();
  await expect(toast(visitor, 'Incorrect answer')).toBeVisible();
  // Locked, with the right answer and the wrong choice marked in words as well as colour.
  await expect(wrong).toBeDisabled();
  await expect(visitor.getByRole('radio', { name: /Refer the same day/ })).toBeDisabled();
  await expect(visitor.getByRole('radio', { name: /Refer the same day/ })).toHaveAccessibleName(
    /Correct answer/,
  );
  await expect(wrong).toHaveAccessibleName(/Your answer · Incorrect/);
  await expect(
    visitor.getByText('The red flags in the history call for a same-day assessment.'),
  ).toBeVisible();
  const reference = visitor.getByRole('link', { name: /View Reference/ });
  await expect(reference).toHaveAttribute('href', 'https://bpac.org.nz/');
  await expect(reference).toHaveAttribute('target', '_blank');
  await expect(reference).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(visitor.getByRole('link', { name: 'Sign Up to Create Questions' })).toHaveAttribute(
    'href',
    '/auth',
  );

  // Try Again reloads the page: unanswered again, and this time right.
  await visitor.getByRole('button', { name: 'Try Again' }).click();
  await expect(visitor.getByRole('button', { name: 'Submit Answer' })).toBeVisible();
  await visitor.getByRole('radio', { name: /Refer the same day/ }).check();
  await visitor.getByRole('button', { name: 'Submit Answer' }).click();
  // A visitor's answer is not saved: it earns no nectar, and the toast says so.
  await expect(toast(visitor, 'Correct! +0 points')).toBeVisible();
  await expect(visitor.getByRole('radio', { name: /Refer the same day/ })).toHaveAccessibleName(
    /Your answer · Correct/,
  );

  // The older link form leads to the same page.
  const code = link.split('/').at(-1)!;
  await visitor.goto(`${new URL(link).origin}/view-shared-question?code=${code}`);
  await expect(visitor).toHaveURL(link);
  await expect(visitor.getByText(written.questionText)).toBeVisible();
  await visitorContext.close();
});
