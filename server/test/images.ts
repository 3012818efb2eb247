// Real pictures for the image tests (no mocks): sharp draws them, POST /api/images stores them.
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { UploadedImage } from '#shared/contract/images.ts';
import { multipartFile } from './multipart.ts';
import { testOrigin } from './test-app.ts';

/** A PNG of one colour; a different colour is a different stored image. */
export const pngOf = (background: string, width = 120, height = 80) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** POST /api/images and insist on a 200. */
export async function uploadImageOk(
  app: FastifyInstance,
  cookie: string,
  bytes: Buffer,
): Promise<UploadedImage> {
  const { payload, contentType } = multipartFile({
    filename: 'picture.png',
    contentType: 'image/png',
    bytes,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/images',
    headers: { origin: testOrigin, cookie, 'content-type': contentType },
    payload,
  });
  if (response.statusCode !== 200) {
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  }
  return response.json();
}
