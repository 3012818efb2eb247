import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createQuizSchema,
  myQuizzesSchema,
  publicQuizSchema,
  quizAttemptResultSchema,
  quizAttemptSchema,
  quizMessages,
  quizQuestionListSchema,
} from '#shared/contract/quizzes.ts';
import { shareCodeSchema } from '#shared/contract/share-code.ts';
import {
  attemptQuiz,
  createQuiz,
  deleteQuiz,
  getPublicQuiz,
  listMyQuizzes,
  quizQuestionList,
} from './quizzes.service.ts';
import { access } from '#server/plugins/access.ts';

const idParams = z.object({ id: z.uuid({ error: quizMessages.notFound }) });
const codeParams = z.object({ code: shareCodeSchema(quizMessages.notFound) });

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

  app.get(
    '/api/take-quiz/:code',
    { config: access.public, schema: { params: codeParams, response: { 200: publicQuizSchema } } },
    async (request) => getPublicQuiz(app.db, request.params.code),
  );

  app.post(
    '/api/take-quiz/:code/attempts',
    {
      config: {
        ...access.public,
        rateLimit: {
          limit: 'sharedQuizAttempts',
          message: 'Too many quizzes finished in a short time. Please try again in a few minutes.',
        },
      },
      schema: {
        params: codeParams,
        body: quizAttemptSchema,
        response: { 200: quizAttemptResultSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      return attemptQuiz(app.db, user?.id ?? null, request.params.code, request.body);
    },
  );
}
