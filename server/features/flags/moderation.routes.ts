import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dismissFlagSchema,
  flagMessageInputSchema,
  flagThreadSchema,
  moderationMessages,
} from '#shared/contract/flags.ts';
import { access } from '#server/plugins/access.ts';
import type { RouteRateLimit } from '#server/plugins/route-limits.ts';
import { dismissFlag, postFlagMessage, readThread } from './moderation.service.ts';

const params = z.object({ flagId: z.uuid({ error: moderationMessages.notFound }) });
const messageLimit: RouteRateLimit = {
  limit: 'flagMessages',
  message: moderationMessages.tooManyMessages,
};

/** A flag's thread (ADR 039): its flagger and the question's author only; registered at
 * /api/flags. */
export async function moderationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:flagId',
    { config: access.owner, schema: { params, response: { 200: flagThreadSchema } } },
    async (request) => readThread(app.db, request.user.id, request.params.flagId),
  );

  app.post(
    '/:flagId/messages',
    {
      config: { ...access.owner, rateLimit: messageLimit },
      schema: { params, body: flagMessageInputSchema, response: { 200: flagThreadSchema } },
    },
    async (request) =>
      postFlagMessage(app.db, request.user.id, request.params.flagId, request.body.body),
  );

  app.post(
    '/:flagId/dismiss',
    {
      config: { ...access.owner, rateLimit: messageLimit },
      schema: { params, body: dismissFlagSchema, response: { 200: flagThreadSchema } },
    },
    async (request) =>
      dismissFlag(app.db, request.user.id, request.params.flagId, request.body.body),
  );
}
