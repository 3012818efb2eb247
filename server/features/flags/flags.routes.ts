import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { flagMessages, flagQuestionSchema, shareLinkSchema } from '#shared/contract/flags.ts';
import { shareQuestion } from '#server/features/sharing/sharing.service.ts';
import { flagQuestion } from './flags.service.ts';
import { access } from '#server/plugins/access.ts';

const params = z.object({ id: z.uuid({ error: 'Question not found' }) });

/** Flag and share buttons of the results review [000 §2]. */
export async function flagRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/questions/:id/flag',
    {
      config: { ...access.owner, signInMessage: flagMessages.signInToFlag },
      schema: {
        params,
        body: flagQuestionSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await flagQuestion(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
        user.id,
        request.params.id,
        request.body.reason,
      );
      return { ok: true as const };
    },
  );

  app.post(
    '/api/questions/:id/share',
    {
      config: { ...access.owner, signInMessage: flagMessages.signInToShare },
      schema: { params, response: { 200: shareLinkSchema } },
    },
    async (request) => {
      const user = await request.requireUser();
      return { code: await shareQuestion(app.db, user.id, request.params.id) };
    },
  );
}
