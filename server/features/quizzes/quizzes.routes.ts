import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createQuizSchema,
  myQuizzesSchema,
  quizMessages,
  quizQuestionListSchema,
} from '#shared/contract/quizzes.ts';
import { createQuiz, deleteQuiz, listMyQuizzes, quizQuestionList } from './quizzes.service.ts';
import { access } from '#server/plugins/access.ts';

const idParams = z.object({ id: z.uuid({ error: quizMessages.notFound }) });

export async function quizRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/quizzes',
    {
      config: access.user,
      schema: { body: createQuizSchema, response: { 200: z.object({ shareCode: z.string() }) } },
    },
    async (request) => {
      const user = await request.requireUser();
      return createQuiz(app.db, user.id, request.body);
    },
  );

  app.get(
    '/api/quizzes/mine',
    { config: access.user, schema: { response: { 200: myQuizzesSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return listMyQuizzes(app.db, user.id);
    },
  );

  app.get(
    '/api/quizzes/:id/questions',
    {
      config: access.owner,
      schema: { params: idParams, response: { 200: quizQuestionListSchema } },
    },
    async (request) => {
      const user = await request.requireUser();
      return quizQuestionList(app.db, user.id, request.params.id);
    },
  );

  app.delete(
    '/api/quizzes/:id',
    {
      config: access.owner,
      schema: { params: idParams, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      const user = await request.requireUser();
      await deleteQuiz(app.db, user.id, request.params.id);
      return { ok: true as const };
    },
  );
}
