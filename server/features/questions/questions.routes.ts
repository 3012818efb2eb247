import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myQuestionsSchema,
  questionDetailSchema,
  questionInputSchema,
} from '#shared/contract/questions.ts';
import { deleteQuestion, updateQuestion, writeQuestion } from './questions.service.ts';
import { getMyQuestion, listMyQuestions } from './my-questions.service.ts';
import { access } from '#server/plugins/access.ts';

const params = z.object({ id: z.uuid({ error: 'Question not found' }) });

export async function questionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/questions',
    {
      config: access.user,
      schema: { body: questionInputSchema, response: { 200: z.object({ id: z.uuid() }) } },
    },
    async (request) => {
      const user = await request.requireUser();
      return writeQuestion(app.db, user.id, request.body);
    },
  );

  app.get(
    '/api/questions/mine',
    { config: access.user, schema: { response: { 200: myQuestionsSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return listMyQuestions(app.db, user.id);
    },
  );

  app.get(
    '/api/questions/:id',
    { config: access.owner, schema: { params, response: { 200: questionDetailSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return getMyQuestion(app.db, user.id, request.params.id);
    },
  );

  app.put(
    '/api/questions/:id',
    {
      config: access.owner,
      schema: { params, body: questionInputSchema, response: { 200: z.object({ id: z.uuid() }) } },
    },
    async (request) => {
      const user = await request.requireUser();
      await updateQuestion(app.db, user.id, request.params.id, request.body);
      return { id: request.params.id };
    },
  );

  app.delete(
    '/api/questions/:id',
    {
      config: access.owner,
      schema: { params, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      const user = await request.requireUser();
      await deleteQuestion(app.db, user.id, request.params.id);
      return { ok: true as const };
    },
  );
}
