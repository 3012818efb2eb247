import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  saveQuestionSchema,
  savedListSchema,
  savedMessages,
  savedSearchSchema,
} from '#shared/contract/saved.ts';
import { listSaved, removeSavedQuestion, saveQuestion } from './saved.service.ts';
import { access } from '#server/plugins/access.ts';

const params = z.object({ questionId: z.uuid({ error: savedMessages.notFound }) });
const ok = { 200: z.object({ ok: z.literal(true) }) };

/** Saved questions and notes (ADR 033); registered at /api/saved. */
export async function savedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    {
      config: access.user,
      schema: { querystring: savedSearchSchema, response: { 200: savedListSchema } },
    },
    async (request) => listSaved(app.db, request.user.id, request.query.q),
  );

  app.put(
    '/:questionId',
    { config: access.owner, schema: { params, body: saveQuestionSchema, response: ok } },
    async (request) => {
      await saveQuestion(app.db, request.user.id, request.params.questionId, request.body.note);
      return { ok: true as const };
    },
  );

  app.delete(
    '/:questionId',
    { config: access.owner, schema: { params, response: ok } },
    async (request) => {
      await removeSavedQuestion(app.db, request.user.id, request.params.questionId);
      return { ok: true as const };
    },
  );
}
