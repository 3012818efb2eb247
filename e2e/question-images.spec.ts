// Images in questions (ADR 040): a trainee writes a question with an image and its alt
// text through Write Question; whoever takes a quiz with it sees the image under the stem, sized,
// and can enlarge it in a dialog that Escape closes, with focus back on the image.
import sharp from 'sharp';
import { expect, test } from './support/test.ts';
import { appOrigin, createTrainee } from './support/accounts.ts';
import { createQuiz } from './support/quiz-authoring.ts';

const alt = 'ECG: ST elevation in leads II, III and aVF';
const stem = 'A 62-year-old man has had central chest pain for 40 minutes. What does the ECG show?';

test('a trainee writes a question with an image and alt text, and a classmate sees it in a quiz', async ({
  page,
  browser,
}) => {
  test.slow(); // an upload, the 2 s celebration, a second browser
  await createTrainee(page.request, { name: 'Hemi Walker' });
  await page.goto('/write-question');
  await expect(page.getByRole('heading', { name: 'Write a Question' })).toBeVisible();

  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Question').fill(stem);

  // Too big is refused before anything is sent.
  const fileInput = page.getByTestId('question-image-input');
  await fileInput.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Image must be less than 5MB' }),
  ).toBeVisible();

  // Not a picture: the server says so.
  await fileInput.setInputFiles({
    name: 'ecg.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Please upload a picture: a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF file',
    }),
  ).toBeVisible();

  const png = await sharp({
    create: { width: 2400, height: 1200, channels: 3, background: '#f4e1d2' },
  })
    .png()
    .toBuffer();
  await fileInput.setInputFiles({ name: 'ecg.png', mimeType: 'image/png', buffer: png });
  const altField = field('Describe the image for trainees who cannot see it');
  await expect(altField).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toBeVisible();

  await field('Topics').selectOption({ label: 'Cardiovascular' });
  await field('Answer A').fill('Inferior STEMI');
  await field('Answer B').fill('Anterior STEMI');
  await field('Answer C').fill('Pericarditis');
  await field('Answer D').fill('Normal ECG');
  await page.getByRole('radio', { name: 'A', exact: true }).check();
  await field('Explanation').fill(
    'ST elevation in II, III and aVF localises to the inferior wall.',
  );
  await field('Reference').fill('https://litfl.com/inferior-stemi-ecg-library/');

  // The alt text is required: Create points at it.
  await page.getByRole('button', { name: 'Create Question' }).click();
  await expect(altField).toBeFocused();
  await altField.fill(alt);
  await page.getByRole('button', { name: 'Create Question' }).click();
  await expect(page).toHaveURL(/\/my-questions$/, { timeout: 10_000 });

  const mine = (await (await page.request.get('/api/questions/mine')).json()) as { id: string }[];
  const code = await createQuiz(page.request, 'ECG case', [mine[0]!.id]);

  // A classmate with no account opens the quiz: the image is under the stem, at its size.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(`${appOrigin}/take-quiz/${code}`);
  await expect(other.getByText(stem)).toBeVisible();
  const enlarge = other.getByRole('button', { name: `Enlarge image: ${alt}` });
  await expect(enlarge).toBeVisible();
  const image = enlarge.locator('img');
  await expect(image).toHaveAttribute('alt', alt);
  // Re-encoded inside 1600 px; width and height are set, so nothing shifts as it loads.
  await expect(image).toHaveAttribute('width', '1600');
  await expect(image).toHaveAttribute('height', '800');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect
    .poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(1600);

  await enlarge.click();
  const dialog = other.getByRole('dialog', { name: alt });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: alt })).toBeVisible();
  await other.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(enlarge).toBeFocused();
  await visitor.close();
});
