import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageMessages, maxImageBytes, uploadedImageSchema } from '#shared/contract/images.ts';
import { notFound } from '#server/lib/app-error.ts';
import { access } from '#server/plugins/access.ts';
import { processImage } from './image-processing.ts';
import { readUpload } from './read-upload.ts';
import { findImageBytes, storeImage } from './images.service.ts';

/** Question images fit inside this box; larger adds bytes, not diagnostic detail on a phone. */
const questionImageSize = 1600;
const imageFile = /^([0-9a-f]{64})\.webp$/;

/** Stored pictures; registered at /api/images. */
export async function imageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // Public: a question's images are shown to visitors on shared questions too. The name is the
  // SHA-256 of the bytes, so it cannot be guessed and its content never changes.
  app.get(
    '/:file',
    { config: access.public, schema: { params: z.object({ file: z.string().max(80) }) } },
    async (request, reply) => {
      const hash = imageFile.exec(request.params.file)?.[1];
      const image = hash ? await findImageBytes(app.db, hash) : null;
      if (!hash || !image) throw notFound('Image not found');
      reply
        .header('content-type', image.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${hash}"`)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === `"${hash}"`) return reply.code(304).send();
      return reply.send(image.bytes);
    },
  );

  app.post(
    '',
    {
      config: {
        ...access.user,
        // Counted before the body is read: a refused upload costs no decoding.
        rateLimit: {
          limit: 'imageUploads',
          message: 'Too many image uploads. Please try again later.',
        },
      },
      schema: { response: { 200: uploadedImageSchema } },
    },
    async (request) => {
      const upload = await readUpload(request, {
        maxBytes: maxImageBytes,
        tooLarge: imageMessages.tooLarge,
        unreadable: imageMessages.notAnImage,
      });
      const image = await processImage(
        upload,
        { fit: 'inside', size: questionImageSize },
        imageMessages.notAnImage,
      );
      return storeImage(app.db, image, request.user.id);
    },
  );
}
