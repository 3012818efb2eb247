// Writing help (ADR 037): as a trainee writes a question, calm Writing tips name the
// classic item-writing flaws and the bank's similar questions are listed; neither blocks Create.
import { expect, test, type Page } from './support/test.ts';
import { createTrainee } from './support/accounts.ts';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A demo question's case, reworded: the bank already holds it (server/db/seed). */
const rewordedDemo =
  'Six weeks after starting cilazapril 2.5 mg once daily for high blood pressure, a 56-year-old man complains of a persistent dry tickly cough disturbing his sleep. What is the best management?';

test('a trainee writing a question sees writing tips and similar questions, and can still create it', async ({
  page,
}) => {
  test.slow(); // typing, two debounced look-ups, the 2 s celebration
  await createTrainee(page.request);
  await page.goto('/write-question');
  await expect(page.getByRole('heading', { name: 'Write a Question' })).toBeVisible();

  await field(page, 'Question').fill(
    'All of the following are side effects of ACE inhibitors EXCEPT which one?',
  );
  await field(page, 'Answer A').fill('Dry cough');
  await field(page, 'Answer B').fill('Hyperkalaemia');
  await field(page, 'Answer C').fill('Angioedema');
  await field(page, 'Answer D').fill('All of the above');

  const tips = page.getByRole('region', { name: 'Writing tips' });
  await expect(tips.getByRole('listitem')).toHaveText([
    'The stem is negative (NOT / EXCEPT): ask what is true instead, or make the negative bold and unmistakable.',
    'Avoid “all of the above” and “none of the above”: they reward test-taking, not knowledge.',
  ]);

  // A stem like a demo question's: the bank's one is listed, with its topic.
  await field(page, 'Question').fill(rewordedDemo);
  const similar = page.getByRole('region', { name: 'Similar questions in the bank' });
  await expect(similar.getByRole('listitem').first()).toContainText(
    'A 56-year-old man started cilazapril 2.5 mg daily for hypertension six weeks ago.',
  );
  // The negative stem is gone; "All of the above" is still advised against.
  await expect(tips.getByRole('listitem')).toHaveText([
    'Avoid “all of the above” and “none of the above”: they reward test-taking, not knowledge.',
  ]);

  // Advice only: the question is created with the tip still showing.
  await field(page, 'Topics').selectOption({ label: 'Cardiovascular' });
  await page.getByRole('radio', { name: 'A', exact: true }).check();
  await field(page, 'Explanation').fill('ACE inhibitors raise bradykinin, which causes the cough.');
  await field(page, 'Reference').fill('https://bpac.org.nz/2019/ace.aspx');
  await page.getByRole('button', { name: 'Create Question' }).click();
  await expect(page).toHaveURL(/\/my-questions$/, { timeout: 10_000 });
  const mine = (await (await page.request.get('/api/questions/mine')).json()) as {
    questionText: string;
  }[];
  expect(mine.map((q) => q.questionText)).toEqual([rewordedDemo]);
});
