// Inputs of the routes whose schema Fastify does not hold, written by hand so that no route is
// skipped: the Better Auth links (Better Auth checks their query itself) and the avatar upload
// (multipart, read by the handler). The auth bodies come from their guards (auth-endpoints.ts).
import fc from 'fast-check';
import sharp from 'sharp';
import { z } from 'zod';
import { authEndpoints } from '#server/features/auth/auth-endpoints.ts';
import { authBasePath } from '#server/plugins/auth.ts';
import { multipartFile } from '#server/test/multipart.ts';
import { invalidFrom } from './invalid-payloads.ts';
import type { Body, RoutePlan, RouteSchemas } from './fuzz-requests.ts';

/** What Better Auth reads from its two links, as the mails write them. */
const linkSchemas: Record<string, RouteSchemas> = {
  'GET /api/auth/reset-password/:token': {
    params: z.object({ token: z.string().min(1) }),
    querystring: z.object({ callbackURL: z.string().max(2000) }),
  },
  'GET /api/auth/verify-email': {
    querystring: z.object({ token: z.string().min(1), callbackURL: z.string().optional() }),
  },
};

/** The schemas of a route that Fastify does not validate itself, or undefined. */
export function handWrittenSchemas(method: string, url: string): RouteSchemas | undefined {
  const link = linkSchemas[`${method} ${url}`];
  if (link) return link;
  const guard = authEndpoints.find(
    (e) => e.method === method && authBasePath + e.url === url,
  )?.guard;
  return guard && { body: guard.schema };
}

/** A handful of real pictures in the formats the avatar route accepts. */
export async function sampleImages(): Promise<{ bytes: Buffer; contentType: string }[]> {
  const make = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#f5b400' } });
  return [
    { bytes: await make(1, 1).png().toBuffer(), contentType: 'image/png' },
    { bytes: await make(64, 48).jpeg().toBuffer(), contentType: 'image/jpeg' },
    { bytes: await make(20, 90).webp().toBuffer(), contentType: 'image/webp' },
  ];
}

const multipart = (part: Parameters<typeof multipartFile>[0]): Body => {
  const { payload, contentType } = multipartFile(part);
  return { kind: 'raw', payload, contentType };
};

/** POST /api/profile/avatar and POST /api/images: real pictures under plain names, or broken
 * uploads. */
export function avatarPlan(images: { bytes: Buffer; contentType: string }[]): RoutePlan {
  const filename = fc.stringMatching(/^[\w-]{1,20}\.(png|jpe?g|webp)$/);
  const valid = fc
    .record({ image: fc.constantFrom(...images), filename })
    .map(({ image, filename: name }) =>
      multipart({ filename: name, contentType: image.contentType, bytes: image.bytes }),
    );
  const broken = fc.oneof(
    // random bytes, and real pictures cut short, under an image type
    fc
      .record({ bytes: fc.uint8Array({ maxLength: 2_000 }), filename })
      .map(({ bytes, filename: name }) =>
        multipart({ filename: name, contentType: 'image/png', bytes: Buffer.from(bytes) }),
      ),
    fc
      .record({ image: fc.constantFrom(...images), cut: fc.nat(), filename })
      .map(({ image, cut, filename: name }) =>
        multipart({
          filename: name,
          contentType: image.contentType,
          bytes: image.bytes.subarray(0, cut % image.bytes.length),
        }),
      ),
    // a picture under another field name, type or file name
    fc
      .record({
        image: fc.constantFrom(...images),
        field: fc.constantFrom('avatar', '', 'file[]'),
        contentType: fc.constantFrom('text/plain', 'image/svg+xml', '', 'application/json'),
        filename: fc.string({ unit: 'binary', maxLength: 30 }),
      })
      .map(({ image, field, contentType, filename: name }) =>
        multipart({ field, filename: name, contentType, bytes: image.bytes }),
      ),
    // no boundary, or a body that is no multipart at all
    fc
      .string({ maxLength: 200 })
      .map((payload): Body => ({ kind: 'raw', payload, contentType: 'multipart/form-data' })),
    invalidFrom(fc.constant({})).map((value): Body => ({ kind: 'json', value })),
  );
  return { params: {}, body: { valid, invalid: broken } };
}
