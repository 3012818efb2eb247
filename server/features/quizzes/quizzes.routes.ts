import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createQuizSchema,
  myQuizzesSchema,
  quizMessages,
  quizQuestionListSchema,
  sharedQuizNameSchema,
} from '#shared/contract/quizzes.ts';
import {
  createQuiz,
  deleteQuiz,
  listMyQuizzes,
  quizQuestionList,
  sharedQuizName,
} from './quizzes.service.ts';
import { access } from '#server/plugins/access.ts';

const idParams = z.object({ id: z.uuid({ error: quizMessages.notFound }) });

/** The creator's quizzes, and a shared quiz's name for anyone; registered at /api/quizzes. */
export async function quizRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '',
    {
      config: access.user,
      schema: { body: createQuizSchema, response: { 200: z.object({ shareCode: z.string() }) } },
    },
    async (request) => {
      return createQuiz(app.db, request.user.id, request.body);
    },
  );

  app.get(
    '/mine',
    { config: access.user, schema: { response: { 200: myQuizzesSchema } } },
    async (request) => {
      return listMyQuizzes(app.db, request.user.id);
    },
  );

  // The share screen's heading for whoever opens /share-quiz/{code}: the name, nothing more.
  app.get(
    '/shared/:code',
    {
      config: access.public,
      schema: {
        params: z.object({ code: z.string() }),
        response: { 200: sharedQuizNameSchema },
      },
    },
    async (request) => {
      return sharedQuizName(app.db, request.params.code);
    },
  );

  app.get(
    '/:id/questions',
    {
      config: access.owner,
      schema: { params: idParams, response: { 200: quizQuestionListSchema } },
    },
    async (request) => {
      return quizQuestionList(app.db, request.user.id, request.params.id);
    },
  );

  app.delete(
    '/:id',
    {
      config: access.owner,
      schema: { params: idParams, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      await deleteQuiz(app.db, request.user.id, request.params.id);
      return { ok: true as const };
    },
  );
}
