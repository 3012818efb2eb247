import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myQuestionsSchema,
  questionDetailSchema,
  questionInputSchema,
} from '#shared/contract/questions.ts';
import {
  similarQuestionsQuerySchema,
  similarQuestionsSchema,
} from '#shared/contract/similar-questions.ts';
import { deleteQuestion, updateQuestion, writeQuestion } from './questions.service.ts';
import { getMyQuestion, listMyQuestions } from './my-questions.service.ts';
import { findSimilarQuestions } from './similar-questions.service.ts';
import { myQuestionAnalytics } from './question-analytics.service.ts';
import { myQuestionAnalyticsSchema } from '#shared/contract/question-analytics.ts';
import { access } from '#server/plugins/access.ts';

const params = z.object({ id: z.uuid({ error: 'Question not found' }) });

/** A user's own questions; registered at /api/questions. */
export async function questionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '',
    {
      config: access.user,
      schema: { body: questionInputSchema, response: { 200: z.object({ id: z.uuid() }) } },
    },
    async (request) => {
      return writeQuestion(app.db, request.user.id, request.body);
    },
  );

  app.get(
    '/mine',
    { config: access.user, schema: { response: { 200: myQuestionsSchema } } },
    async (request) => {
      return listMyQuestions(app.db, request.user.id);
    },
  );

  // Author analytics (ADR 039): the caller's own live questions only.
  app.get(
    '/mine/analytics',
    { config: access.user, schema: { response: { 200: myQuestionAnalyticsSchema } } },
    async (request) => myQuestionAnalytics(app.db, request.user.id),
  );

  // Called as the stem is typed (debounced): limited per account like any repeated query.
  app.get(
    '/similar',
    {
      config: {
        ...access.user,
        rateLimit: {
          limit: 'similarSearches',
          message: 'Too many searches for similar questions. Please try again in a few minutes.',
        },
      },
      schema: {
        querystring: similarQuestionsQuerySchema,
        response: { 200: similarQuestionsSchema },
      },
    },
    async (request) => findSimilarQuestions(app.db, request.query.text, request.query.excludeId),
  );

  app.get(
    '/:id',
    { config: access.owner, schema: { params, response: { 200: questionDetailSchema } } },
    async (request) => {
      return getMyQuestion(app.db, request.user.id, request.params.id);
    },
  );

  app.put(
    '/:id',
    {
      config: access.owner,
      schema: { params, body: questionInputSchema, response: { 200: z.object({ id: z.uuid() }) } },
    },
    async (request) => {
      await updateQuestion(app.db, request.user.id, request.params.id, request.body);
      return { id: request.params.id };
    },
  );

  app.delete(
    '/:id',
    {
      config: access.owner,
      schema: { params, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      await deleteQuestion(app.db, request.user.id, request.params.id);
      return { ok: true as const };
    },
  );
}
