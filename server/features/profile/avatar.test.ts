// Avatar upload with real image bytes: the server must judge the bytes (not the declared type),
// store a fresh 256 px WebP without metadata in the images table (ADR 040) and serve it from
// /api/images; a failed upload leaves the previous avatar and no row, uploads are limited per
// user, and avatars written to the disk before ADR 040 are imported into the database at start-up.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { images, profiles, user } from '#server/db/schema/index.ts';
import { createTestApp, testOrigin, type TestApp } from '#server/test/test-app.ts';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { literal, withFailingTrigger } from '#server/test/authoring.ts';
import { multipartFile, type FilePart } from '#server/test/multipart.ts';
import { importDiskAvatars } from './legacy-avatars.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function upload(part: FilePart, cookie?: string) {
  const { payload, contentType } = multipartFile(part);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    headers: { origin: testOrigin, 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const avatarUrl = /^\/api\/images\/([0-9a-f]{64})\.webp$/;

/** The stored image behind an avatar URL, as served. */
async function served(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

/** How many images are stored: a refused or failed upload must not add one. */
const imageCount = async () =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;

/** The images one user stored. */
const imagesOf = (userId: string) =>
  t.db.select({ hash: images.hash }).from(images).where(eq(images.createdBy, userId));

/** Where the profile and Better Auth's user row point. */
async function pointers(userId: string) {
  const [row] = await t.db
    .select({ profile: profiles.profilePictureUrl, image: user.image })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row;
}

const png = (background = '#f5b400') =>
  sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF metadata that must not survive the upload. */
const jpegWithExif = () =>
  sharp({ create: { width: 320, height: 480, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-exif-marker', ImageDescription: 'home address' } })
    .toBuffer();

describe('avatar upload', () => {
  it('stores a PNG as a 256x256 WebP, serves it, and a second upload (JPEG with EXIF) replaces it', async () => {
    const account = await signUpAndSignIn(t.app);

    const first = await upload(
      { filename: 'me.png', contentType: 'image/png', bytes: await png() },
      account.cookie,
    );
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().profilePictureUrl;
    expect(firstUrl).toMatch(avatarUrl);
    const response = await t.app.inject({ method: 'GET', url: firstUrl });
    expect(response.headers['content-type']).toBe('image/webp');
    const stored = await sharp(response.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const jpeg = await jpegWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined(); // the input really has EXIF
    const second = await upload(
      { filename: 'photo.jpg', contentType: 'image/jpeg', bytes: jpeg },
      account.cookie,
    );
    expect(second.statusCode).toBe(200);
    const secondUrl: string = second.json().profilePictureUrl;
    expect(secondUrl).toMatch(avatarUrl);
    expect(secondUrl).not.toBe(firstUrl);

    const bytes = await served(secondUrl);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('secret-exif-marker')).toBe(false);

    // Both are rows of the images table, nothing on the disk; the profile points at the second.
    expect((await imagesOf(account.userId)).map((r) => r.hash).sort()).toEqual(
      [firstUrl, secondUrl].map((url) => avatarUrl.exec(url)![1]).sort(),
    );
    expect(await pointers(account.userId)).toEqual({ profile: secondUrl, image: secondUrl });
  });

  it('refuses an SVG, whatever it is called', async () => {
    const account = await signUpAndSignIn(t.app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">' +
        '<script>alert(document.cookie)</script><rect width="64" height="64" fill="#f5b400"/></svg>',
    );
    const before = await imageCount();
    for (const [filename, contentType] of [
      ['me.svg', 'image/svg+xml'],
      ['me.png', 'image/png'],
    ] as const) {
      const response = await upload({ filename, contentType, bytes: svg }, account.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please upload an image file',
      });
    }
    expect(await imageCount()).toBe(before);
  });

  it('refuses text that claims to be a PNG', async () => {
    const account = await signUpAndSignIn(t.app);
    const response = await upload(
      {
        filename: 'photo.png',
        contentType: 'image/png',
        bytes: Buffer.from('this is not an image\n'.repeat(20)),
      },
      account.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please upload an image file');
  });

  it('refuses a request that is not multipart', async () => {
    const account = await signUpAndSignIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { origin: testOrigin, cookie: account.cookie },
      payload: { file: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please upload an image file');
  });

  // Found by trust/fuzz.test.ts: a multipart body the parser cannot read answered 500.
  it('refuses a multipart body without a boundary, or cut short, with 400', async () => {
    const account = await signUpAndSignIn(t.app);
    const whole = multipartFile({
      filename: 'a.png',
      contentType: 'image/png',
      bytes: await png(),
    });
    const broken: [string, string | Buffer][] = [
      ['multipart/form-data', ''],
      ['multipart/form-data', 'not multipart at all'],
      [whole.contentType, whole.payload.subarray(0, 60)],
      [whole.contentType, ''],
    ];
    for (const [contentType, payload] of broken) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { origin: testOrigin, cookie: account.cookie, 'content-type': contentType },
        payload,
      });
      expect({ contentType, status: response.statusCode }).toEqual({ contentType, status: 400 });
      expect(response.json().error.message).toBe('Please upload an image file');
    }
  });

  it('refuses a file over 5 MB with 413', async () => {
    const account = await signUpAndSignIn(t.app);
    // A real PNG with 6 MB of trailing bytes: it is the size that must be refused.
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const response = await upload(
      { filename: 'big.png', contentType: 'image/png', bytes: big },
      account.cookie,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Image must be less than 5MB',
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: account.cookie },
    });
    expect(profile.json().profilePictureUrl).toBeNull();
  });

  it('answers 401 without a session and stores nothing', async () => {
    const before = await imageCount();
    const response = await upload({
      filename: 'me.png',
      contentType: 'image/png',
      bytes: await png(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect(await imageCount()).toBe(before);
  });
});

describe('concurrent and failed uploads, the per-user limit, avatars from before ADR 040', () => {
  it('10 concurrent uploads of one picture store one image, the one the profile points at; the 11th is 429', async () => {
    const account = await signUpAndSignIn(t.app);
    // A colour no other test uploads, so the one stored image is this user's.
    const bytes = await png('#12ab34');
    const part = { filename: 'me.png', contentType: 'image/png', bytes };

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => upload(part, account.cookie)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));

    const stored = await imagesOf(account.userId);
    expect(stored).toHaveLength(1);
    const url = `/api/images/${stored[0]!.hash}.webp`;
    expect(await pointers(account.userId)).toEqual({ profile: url, image: url });

    const refused = await upload(part, account.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many profile picture uploads. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await imagesOf(account.userId)).toEqual(stored);
  });

  it('a failure after the image is stored rolls it back and keeps the previous avatar', async () => {
    const account = await signUpAndSignIn(t.app);
    const first = await upload(
      { filename: 'me.png', contentType: 'image/png', bytes: await png() },
      account.cookie,
    );
    expect(first.statusCode).toBe(200);
    const firstUrl: string = first.json().profilePictureUrl;
    const before = await imageCount();

    // Better Auth's user row is updated after the image and the profile: fail there, mid-way.
    await withFailingTrigger(
      t.db,
      '"user"',
      `new.id = ${literal(account.userId)}`,
      async () => {
        const other = { filename: 'b.jpg', contentType: 'image/jpeg', bytes: await jpegWithExif() };
        expect((await upload(other, account.cookie)).statusCode).toBe(500);
      },
      'update',
    );

    expect(await imageCount()).toBe(before);
    expect(await pointers(account.userId)).toEqual({ profile: firstUrl, image: firstUrl });
    expect((await served(firstUrl)).length).toBeGreaterThan(0);
  });

  it('avatars on the disk from before ADR 040 are imported at start-up, once, and served by any server', async () => {
    // Server A holds the old files; its start-up imports them.
    const legacyDir = await mkdtemp(join(tmpdir(), 'hive-legacy-'));
    await mkdir(join(legacyDir, 'uploads', 'avatars'), { recursive: true });
    const legacy = await sharp(await png('#abcdef'))
      .resize(256, 256)
      .webp()
      .toBuffer();
    const [good, missing, corrupt, escaping] = await Promise.all(
      [0, 1, 2, 3].map(() => signUpAndSignIn(t.app)),
    );
    const fileUrl = (account: { userId: string }) => `/uploads/avatars/${account.userId}-old.webp`;
    await writeFile(join(legacyDir, fileUrl(good!).slice(1)), legacy);
    await writeFile(join(legacyDir, fileUrl(corrupt!).slice(1)), 'not a picture at all');
    const urls = new Map([
      [good!.userId, fileUrl(good!)],
      [missing!.userId, fileUrl(missing!)],
      [corrupt!.userId, fileUrl(corrupt!)],
      [escaping!.userId, '/uploads/../../../etc/hostname'],
    ]);
    for (const [id, url] of urls) {
      await t.db.update(profiles).set({ profilePictureUrl: url }).where(eq(profiles.id, id));
      await t.db.update(user).set({ image: url }).where(eq(user.id, id));
    }

    const serverA = await createTestApp({ dataDir: legacyDir }, { database: t.database });
    await serverA.disconnect();
    await rm(serverA.dataDir, { recursive: true, force: true });

    const imported = await pointers(good!.userId);
    expect(imported!.profile).toMatch(avatarUrl);
    expect(imported!.image).toBe(imported!.profile);
    // This test's own server has no such files: it serves the picture from the database.
    const bytes = await served(imported!.profile!);
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 256,
      height: 256,
    });
    // Missing, corrupt and escaping files are left as they were (a start with the file back
    // imports it), each with a log line; the disk is not served any more.
    for (const account of [missing!, corrupt!, escaping!]) {
      const url = urls.get(account.userId)!;
      expect(await pointers(account.userId)).toEqual({ profile: url, image: url });
    }
    expect((await t.app.inject({ method: 'GET', url: fileUrl(good!) })).statusCode).toBe(404);

    // Again: nothing left to import, the three still skipped with a line each.
    const lines: string[] = [];
    const log = {
      warn: (_: unknown, message: string) => lines.push(message),
      info: () => undefined,
    } as unknown as FastifyBaseLogger;
    const before = await imageCount();
    const again = await importDiskAvatars(t.db, join(legacyDir, 'uploads'), log);
    expect(again).toEqual({ imported: 0, skipped: 3 });
    expect(lines).toHaveLength(3);
    expect(await imageCount()).toBe(before);
    expect(await pointers(good!.userId)).toEqual(imported);
    await rm(legacyDir, { recursive: true, force: true });
  });
});
