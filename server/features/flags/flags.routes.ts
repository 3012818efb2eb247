import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  flagMessages,
  flagQuestionSchema,
  questionFlagListSchema,
} from '#shared/contract/flags.ts';
import { flagQuestion } from './flags.service.ts';
import { listQuestionFlags } from './moderation.service.ts';
import { access } from '#server/plugins/access.ts';

const params = z.object({ id: z.uuid({ error: 'Question not found' }) });

/** The flag button of the results review [product#results]; registered at /api/questions. */
export async function flagRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/:id/flag',
    {
      config: {
        ...access.owner,
        signInMessage: flagMessages.signInToFlag,
        // per account (ADR 058); counted once the reason is valid, so a blank one costs nothing
        rateLimit: { limit: 'flags', message: flagMessages.tooManyFlags, countedAt: 'validated' },
      },
      schema: {
        params,
        body: flagQuestionSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      await flagQuestion(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
        request.user.id,
        request.params.id,
        request.body.reason,
      );
      return { ok: true as const };
    },
  );

  // The author's flags on one own question, open first (ADR 039); 404 for anyone else's.
  app.get(
    '/:id/flags',
    { config: access.owner, schema: { params, response: { 200: questionFlagListSchema } } },
    async (request) => listQuestionFlags(app.db, request.user.id, request.params.id),
  );
}
