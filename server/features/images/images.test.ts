// Question image uploads on a real database: the bytes are judged (never the name or declared
// type), re-encoded as WebP inside 1600 px with no metadata, stored once per content, and served
// by hash with year-long cache headers. SVG, HTML, PDF, text and polyglots are refused.
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '#server/db/schema/index.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { multipartFile, type FilePart } from '#server/test/multipart.ts';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUpAndSignIn(t.app)).cookie;
});
afterAll(async () => {
  await t?.close();
});

function upload(part: FilePart, withCookie: string | null = cookie) {
  const { payload, contentType } = multipartFile(part);
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    headers: {
      origin: testOrigin,
      'content-type': contentType,
      ...(withCookie ? { cookie: withCookie } : {}),
    },
    payload,
  });
}

const imageCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;

const notAnImage = 'Please upload a picture: a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF file';

describe('POST /api/images', () => {
  it('re-encodes a large PNG as a WebP inside 1600 px, served by its hash with cache headers', async () => {
    const png = await sharp({
      create: { width: 3200, height: 2000, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer();
    const response = await upload({ filename: 'xray.png', contentType: 'image/png', bytes: png });
    expect(response.statusCode).toBe(200);
    const { hash, width, height } = response.json() as {
      hash: string;
      width: number;
      height: number;
    };
    expect({ width, height }).toEqual({ width: 1600, height: 1000 });

    const served = await t.app.inject({ method: 'GET', url: `/api/images/${hash}.webp` });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${hash}"`,
      'x-content-type-options': 'nosniff',
    });
    expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(hash);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 1000,
    });

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/images/${hash}.webp`,
      headers: { 'if-none-match': `"${hash}"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('strips EXIF (GPS included) from a JPEG and applies its orientation; small images are not enlarged', async () => {
    const jpeg = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#2255aa' },
    })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'secret-exif-marker' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '41/1 17/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif).toBeDefined();
    expect(input.orientation).toBe(6);

    const response = await upload({ filename: 'skin.jpg', contentType: 'image/jpeg', bytes: jpeg });
    expect(response.statusCode).toBe(200);
    const { hash, width, height } = response.json() as Record<string, never>;
    // Orientation 6 is a quarter turn: the stored picture stands upright, at its own size.
    expect({ width, height }).toEqual({ width: 200, height: 400 });
    const served = await t.app.inject({ method: 'GET', url: `/api/images/${hash}.webp` });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes('secret-exif-marker')).toBe(false);
  });

  it('stores the same picture once', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const first = await upload({ filename: 'a.png', contentType: 'image/png', bytes: png });
    const before = await imageCount();
    const second = await upload({ filename: 'b.png', contentType: 'image/png', bytes: png });
    expect(second.json()).toEqual(first.json());
    expect(await imageCount()).toBe(before);
  });

  it('keeps nothing of a payload appended to a real image', async () => {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const bytes = Buffer.concat([png, Buffer.from('<script>alert(document.cookie)</script>')]);
    const response = await upload({ filename: 'a.png', contentType: 'image/png', bytes });
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/images/${(response.json() as { hash: string }).hash}.webp`,
    });
    expect(served.rawPayload.includes('<script')).toBe(false);
  });

  it('refuses SVG, HTML, PDF, text and a GIF header followed by HTML, whatever they are called', async () => {
    const refused: [string, Buffer][] = [
      [
        'svg',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
            '<script>alert(1)</script><rect width="64" height="64"/></svg>',
        ),
      ],
      ['html', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
      ['pdf', Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')],
      ['text', Buffer.from('this is not an image\n'.repeat(20))],
      ['polyglot', Buffer.from('GIF89a<html><script>alert(document.cookie)</script></html>')],
      [
        'polyglot with a real GIF header',
        Buffer.concat([
          Buffer.from('GIF89a\x10\x00\x10\x00\x80\x00\x00', 'latin1'),
          Buffer.from('<script>alert(1)</script>'),
        ]),
      ],
    ];
    const before = await imageCount();
    for (const [kind, bytes] of refused) {
      for (const contentType of ['image/png', 'image/gif']) {
        const response = await upload({ filename: 'ecg.png', contentType, bytes });
        expect({ kind, status: response.statusCode }).toEqual({ kind, status: 400 });
        expect(response.json().error).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: notAnImage,
        });
      }
    }
    expect(await imageCount()).toBe(before);
  });

  it('refuses a file over 5 MB with 413, a body that is not multipart with 400, a visitor with 401', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1, 1)]);
    const tooBig = await upload({ filename: 'big.png', contentType: 'image/png', bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Image must be less than 5MB',
    });

    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { origin: testOrigin, cookie },
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().error.message).toBe(notAnImage);

    const visitor = await upload({ filename: 'a.png', contentType: 'image/png', bytes: png }, null);
    expect(visitor.statusCode).toBe(401);
  });
});

describe('GET /api/images/:hash.webp', () => {
  it('answers 404 for an unknown hash or a name that is not one', async () => {
    for (const name of [`${'ab'.repeat(32)}.webp`, 'nothing.webp', `${'ab'.repeat(32)}.png`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/images/${name}` });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 404 });
    }
  });
});
