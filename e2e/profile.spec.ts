// Profile Settings
// [product#profile-settings, #profile-validation, #side-effects, #learning-messages]: name, class
// and year, and the profile picture.
import { expect, test, type Page } from './support/test.ts';
import sharp from 'sharp';
import { createTrainee } from './support/accounts.ts';
import { closeToast, header, toast } from './support/ui.ts';

async function openProfileSettings(page: Page) {
  await header(page).getByRole('button', { name: 'Profile Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const headerAvatar = (page: Page) =>
  header(page).getByRole('button', { name: 'Profile Settings' }).locator('img');

test('a trainee renames themselves in Profile Settings and the greeting follows', async ({
  page,
}) => {
  await createTrainee(page.request, {
    name: 'Aroha Ngata',
    gpepClass: 'Canterbury',
    gpepYear: 2025,
  });
  await page.goto('/learn');
  await expect(page.getByRole('heading', { name: 'Kia ora, Aroha!' })).toBeVisible();

  const dialog = await openProfileSettings(page);
  // The form starts from the saved profile.
  await expect(dialog.getByLabel('Name')).toHaveValue('Aroha Ngata');
  await expect(dialog.getByRole('radio', { name: 'Canterbury' })).toBeChecked();
  await expect(dialog.getByLabel('GPEP1 Year')).toHaveValue('2025');

  await dialog.getByLabel('Name').fill('  Mere Tane  ');
  await dialog.getByRole('radio', { name: "Hawke's Bay" }).check();
  await dialog.getByLabel('GPEP1 Year').selectOption('2028');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  // The page reloads after a save [product#side-effects]; the toast is there after the reload.
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();
  // nothing answered or written yet: welcomed, not welcomed back [product#learn]
  await expect(page.getByText('Welcome to the hive, Mere Tane.')).toBeVisible();
  await expect(page.getByText("Hawke's Bay · GPEP1 2028")).toBeVisible();
  await expect(dialog).toBeHidden();

  // Saved on the server, not only on screen.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Kia ora, Mere!' })).toBeVisible();
});

test('Profile Settings refuses an empty name, and Cancel keeps the old one', async ({ page }) => {
  await createTrainee(page.request, { name: 'Aroha Ngata' });
  await page.goto('/learn');
  let dialog = await openProfileSettings(page);

  await dialog.getByLabel('Name').fill('   ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Please enter your name')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Kia ora, Aroha!' })).toBeVisible();

  // Reopened, the form shows the saved name again.
  await closeToast(page);
  dialog = await openProfileSettings(page);
  await expect(dialog.getByLabel('Name')).toHaveValue('Aroha Ngata');
});

test('a trainee uploads a photo and the header shows it as a WebP', async ({ page }) => {
  await createTrainee(page.request, { name: 'Aroha Ngata' });
  await page.goto('/learn');
  // Before: initials, no picture.
  await expect(headerAvatar(page)).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Profile Settings' })).toHaveText('AN');

  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#f5a524' },
  })
    .png()
    .toBuffer();
  const dialog = await openProfileSettings(page);
  await dialog
    .getByLabel('Upload photo')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Profile picture updated!')).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('src', /\.webp$/);

  // The modal hides the rest of the page from assistive tech; close it to see the header.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const avatar = headerAvatar(page);
  await expect(avatar).toHaveAttribute('src', /\.webp$/);
  // The picture really loads (served, allowed by the CSP) and was re-encoded as a square.
  await expect
    .poll(() =>
      avatar.evaluate((img: { complete: boolean; naturalWidth: number }) =>
        img.complete ? img.naturalWidth : 0,
      ),
    )
    .toBeGreaterThan(0);
  const src = await avatar.getAttribute('src');
  const file = await page.request.get(src!);
  expect(file.headers()['content-type']).toBe('image/webp');
  const meta = await sharp(await file.body()).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.width).toBe(meta.height);

  // It stays after a reload.
  await page.reload();
  await expect(headerAvatar(page)).toHaveAttribute('src', src!);
});

test('a text file named x.png is refused as "Please upload an image file"', async ({ page }) => {
  await createTrainee(page.request);
  await page.goto('/learn');
  const dialog = await openProfileSettings(page);

  // Declared as a PNG, so only the server can tell it is not one.
  const response = page.waitForResponse((r) => r.url().endsWith('/api/profile/avatar'));
  await dialog.getByLabel('Upload photo').setInputFiles({
    name: 'x.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not a picture, just some text\n'),
  });
  expect((await response).status()).toBe(400);
  await expect(toast(page, 'Please upload an image file')).toBeVisible();
  await expect(headerAvatar(page)).toHaveCount(0);
});

test('a plain text file is refused in the browser before it is sent', async ({ page }) => {
  await createTrainee(page.request);
  await page.goto('/learn');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/profile/avatar')) uploads += 1;
  });
  const dialog = await openProfileSettings(page);
  await dialog.getByLabel('Upload photo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('ward round notes'),
  });
  await expect(toast(page, 'Please upload an image file')).toBeVisible();
  expect(uploads).toBe(0);
});

test('a picture over 5MB is refused as "Image must be less than 5MB"', async ({ page }) => {
  await createTrainee(page.request);
  await page.goto('/learn');
  const dialog = await openProfileSettings(page);
  await dialog.getByLabel('Upload photo').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(toast(page, 'Image must be less than 5MB')).toBeVisible();
  await expect(headerAvatar(page)).toHaveCount(0);
});
