// Question images (ADR 040) on a real database: up to two uploaded images with alt text are written
// with the question and edited with it, every view shows them (the author's, a shared link's, a
// quiz's and its result), and the form's rules hold: at most two, alt text required, stored
// images only. Deleting the question keeps them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { questionImages } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { errorOf, questionForm, request, shareOk, writeOk } from '#server/test/authoring.ts';
import { createTopic, relaxedRateLimits, startReady } from '#server/test/quiz-fixtures.ts';
import { pngOf, uploadImageOk } from '#server/test/images.ts';
import type { UploadedImage } from '#shared/contract/images.ts';

let t: TestApp;
let author: Awaited<ReturnType<typeof signUpAndSignIn>>;
let topicId: number;
let ecg: UploadedImage;
let xray: UploadedImage;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  author = await signUpAndSignIn(t.app);
  topicId = (await createTopic(t.db, 'Images')).id;
  ecg = await uploadImageOk(t.app, author.cookie, await pngOf('#cc0000', 300, 200));
  xray = await uploadImageOk(t.app, author.cookie, await pngOf('#222222', 100, 160));
});
afterAll(async () => {
  await t?.close();
});

const viewOf = (image: UploadedImage, alt: string) => ({
  url: `/api/images/${image.hash}.webp`,
  alt,
  width: image.width,
  height: image.height,
});

describe('a question with images', () => {
  it('round-trips two images in order, shown by the author view, a shared link, a quiz and its result', async () => {
    const id = await writeOk(
      t.app,
      author.cookie,
      questionForm([topicId], {
        images: [
          { hash: ecg.hash, alt: '  12-lead ECG with ST elevation in II, III and aVF  ' },
          { hash: xray.hash, alt: 'Chest X-ray, PA view' },
        ],
      }),
    );
    const expected = [
      viewOf(ecg, '12-lead ECG with ST elevation in II, III and aVF'),
      viewOf(xray, 'Chest X-ray, PA view'),
    ];

    const detail = await request(t.app, 'GET', `/api/questions/${id}`, author.cookie);
    expect(detail.json().images).toEqual([
      { ...expected[0], hash: ecg.hash },
      { ...expected[1], hash: xray.hash },
    ]);

    const code = await shareOk(t.app, author.cookie, id);
    const shared = await request(t.app, 'GET', `/api/shared/${code}`);
    expect(shared.json().images).toEqual(expected);

    const trainee = await signUpAndSignIn(t.app);
    const session = await startReady(t.app, trainee.cookie, { type: 'topic', topicId });
    const issued = session.questions.find((q) => q.id === id);
    expect(issued?.images).toEqual(expected);
    const done = await request(
      t.app,
      'POST',
      `/api/quiz-sessions/${session.id}/complete`,
      trainee.cookie,
      { answers: session.questions.map((q) => ({ questionId: q.id, selectedAnswer: 'a' })) },
    );
    expect(done.statusCode).toBe(200);
    const result = (done.json().results as { questionId: string; images: unknown }[]).find(
      (r) => r.questionId === id,
    );
    expect(result?.images).toEqual(expected);

    // Every URL serves the stored picture.
    for (const image of expected) {
      const served = await t.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
    }
  });

  it('a question without images shows none', async () => {
    const id = await writeOk(t.app, author.cookie, questionForm([topicId]));
    const detail = await request(t.app, 'GET', `/api/questions/${id}`, author.cookie);
    expect(detail.json().images).toEqual([]);
  });

  it('an edit replaces the images; deleting the question keeps its rows', async () => {
    const id = await writeOk(
      t.app,
      author.cookie,
      questionForm([topicId], { images: [{ hash: ecg.hash, alt: 'ECG' }] }),
    );
    const edited = await request(
      t.app,
      'PUT',
      `/api/questions/${id}`,
      author.cookie,
      questionForm([topicId], {
        images: [
          { hash: xray.hash, alt: 'X-ray first now' },
          { hash: ecg.hash, alt: 'ECG second' },
        ],
      }),
    );
    expect(edited.statusCode).toBe(200);
    const detail = await request(t.app, 'GET', `/api/questions/${id}`, author.cookie);
    expect(detail.json().images.map((i: { alt: string }) => i.alt)).toEqual([
      'X-ray first now',
      'ECG second',
    ]);

    expect((await request(t.app, 'DELETE', `/api/questions/${id}`, author.cookie)).statusCode).toBe(
      200,
    );
    const rows = await t.db.select().from(questionImages).where(eq(questionImages.questionId, id));
    expect(rows).toHaveLength(2);
  });
});

describe('the form rules for images', () => {
  const refused = async (images: unknown, message: string) => {
    const response = await request(
      t.app,
      'POST',
      '/api/questions',
      author.cookie,
      questionForm([topicId], { images }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
  };

  it('refuses a third image', async () => {
    const third = await uploadImageOk(t.app, author.cookie, await pngOf('#00aa00'));
    await refused(
      [ecg, xray, third].map((image) => ({ hash: image.hash, alt: 'An image' })),
      'Maximum 2 images per question',
    );
  });

  it('refuses an image without alt text, or only blanks, or more than 250 characters', async () => {
    const required = 'Please describe the image for trainees who cannot see it';
    await refused([{ hash: ecg.hash }], required);
    await refused([{ hash: ecg.hash, alt: '   ' }], required);
    await refused(
      [{ hash: ecg.hash, alt: 'x'.repeat(251) }],
      'Image description must be less than 250 characters',
    );
  });

  it('refuses a hash that names no stored image, and the same image twice', async () => {
    await refused(
      [{ hash: 'ab'.repeat(32), alt: 'Not uploaded' }],
      'That image was not found. Please upload it again.',
    );
    await refused(
      [
        { hash: ecg.hash, alt: 'One' },
        { hash: ecg.hash, alt: 'Two' },
      ],
      'Image already added',
    );
  });

  it('refuses an unknown hash on edit and leaves the images as they were', async () => {
    const id = await writeOk(
      t.app,
      author.cookie,
      questionForm([topicId], { images: [{ hash: ecg.hash, alt: 'ECG' }] }),
    );
    const response = await request(
      t.app,
      'PUT',
      `/api/questions/${id}`,
      author.cookie,
      questionForm([topicId], { images: [{ hash: 'cd'.repeat(32), alt: 'Gone' }] }),
    );
    expect(response.statusCode).toBe(400);
    const detail = await request(t.app, 'GET', `/api/questions/${id}`, author.cookie);
    expect(detail.json().images.map((i: { alt: string }) => i.alt)).toEqual(['ECG']);
  });
});
