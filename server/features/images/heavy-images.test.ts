// Heavy pictures cannot starve everyone else (ADR 059): a picture over the pixel cap is refused
// from its header, before any decoding; pictures are decoded one at a time, a few more wait, and
// past that an upload is answered 503 with Retry-After while every other request still answers.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { imageMessages, maxImagePixels } from '#shared/contract/image-rules.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { multipartFile } from '#server/test/multipart.ts';
import { relaxedRateLimits } from '#server/test/quiz-fixtures.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: relaxedRateLimits });
  cookie = (await signUpAndSignIn(t.app)).cookie;
});
afterAll(async () => {
  await t?.close();
});

function upload(url: '/api/images' | '/api/profile/avatar', bytes: Buffer) {
  const { payload, contentType } = multipartFile({
    filename: 'big.png',
    contentType: 'image/png',
    bytes,
  });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { origin: testOrigin, 'content-type': contentType, cookie },
    payload,
  });
}

/** A flat, interlaced PNG: a small file that is costly to decode (the whole frame at once). */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#884422' } })
    .png({ compressionLevel: 9, progressive: true })
    .toBuffer();

describe('the pixel cap', () => {
  it('is 4096 × 4096', () => {
    expect(maxImagePixels).toBe(4096 * 4096);
  });

  it('refuses a 6300 × 6300 PNG from its header, quickly, with a clear message', async () => {
    // Flat, not interlaced: quick to make here, and the header is all the server reads.
    const png = await sharp({
      create: { width: 6300, height: 6300, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer();
    for (const url of ['/api/images', '/api/profile/avatar'] as const) {
      const started = performance.now();
      const response = await upload(url, png);
      const elapsed = performance.now() - started;
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: imageMessages.tooManyPixels,
      });
      // Refused from its header, before any decoding.
      expect(elapsed).toBeLessThan(1000);
    }
  });

  it('accepts a picture at the cap and refuses one a column over it', async () => {
    const atCap = await upload('/api/images', await flatPng(4096, 4096));
    expect(atCap.statusCode).toBe(200);
    const over = await upload('/api/images', await flatPng(4097, 4096));
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(imageMessages.tooManyPixels);
  });
});

describe('a burst of uploads', () => {
  it('queues a few, answers the rest 503 with Retry-After, never 500, and reads still answer', async () => {
    const png = await flatPng(4000, 4000);
    // Sampled from the first picture decoded on: every upload sends its own rate-limit statement
    // first, and 16 at once may queue for the pool's 10 connections for a moment; a pool starved
    // while the rest are decoded (connections that cannot open, uploads holding them) shows here.
    const waitingForPool: number[] = [];
    let decoded = false;
    const sampler = setInterval(() => {
      if (decoded) waitingForPool.push(t.pool.waitingCount);
    }, 10);
    const uploads = Array.from({ length: 16 }, () =>
      upload('/api/images', png).then((response) => {
        if (response.statusCode === 200) decoded = true;
        return response;
      }),
    );
    // Plain reads while the pictures are being processed: the topic list and the session.
    const reads: LightMyRequestResponse[] = [];
    for (let i = 0; i < 5; i++) {
      reads.push(await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } }));
      reads.push(await t.app.inject({ method: 'GET', url: '/api/health' }));
    }
    const answers = await Promise.all(uploads);
    clearInterval(sampler);

    expect(reads.map((r) => r.statusCode)).toEqual(reads.map(() => 200));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThanOrEqual(8);
    for (const refused of busy) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error).toMatchObject({
        code: 'UNAVAILABLE',
        message: imageMessages.busy,
      });
    }
    // No upload held a database connection while it waited or was decoded.
    expect(Math.max(0, ...waitingForPool)).toBe(0);
  });
});
