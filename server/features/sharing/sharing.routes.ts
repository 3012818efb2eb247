import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flagMessages, shareLinkSchema } from '#shared/contract/flags.ts';
import { shareQuestion } from './sharing.service.ts';
import { access } from '#server/plugins/access.ts';

const params = z.object({ id: z.uuid({ error: 'Question not found' }) });

/** The share button of the results review: the caller's share link for a question they
 * wrote or were shown in a quiz (404 for any other). Registered at /api/questions. */
export async function shareRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/:id/share',
    {
      config: { ...access.owner, signInMessage: flagMessages.signInToShare },
      schema: { params, response: { 200: shareLinkSchema } },
    },
    async (request) => ({ code: await shareQuestion(app.db, request.user.id, request.params.id) }),
  );
}
