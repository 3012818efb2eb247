import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkSharedAnswerSchema,
  sharedAnswerResultSchema,
  sharedQuestionMessages,
  sharedQuestionSchema,
} from '#shared/contract/shared-question.ts';
import { shareCodeSchema } from '#shared/contract/share-code.ts';
import { checkSharedAnswer, sharedQuestion } from './shared-questions.service.ts';
import { access } from '#server/plugins/access.ts';

const params = z.object({ code: shareCodeSchema(sharedQuestionMessages.invalidLink) });

/** The public page of a shared question; registered at /api/shared. */
export async function sharedQuestionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/:code',
    { config: access.public, schema: { params, response: { 200: sharedQuestionSchema } } },
    async (request) => sharedQuestion(app.db, request.params.code),
  );

  app.post(
    '/:code/check',
    {
      config: {
        ...access.public,
        rateLimit: {
          limit: 'sharedChecks',
          message: 'Too many answers in a short time. Please try again in a few minutes.',
        },
      },
      schema: {
        params,
        body: checkSharedAnswerSchema,
        response: { 200: sharedAnswerResultSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      return checkSharedAnswer(app.db, user?.id ?? null, request.params.code, request.body.answer);
    },
  );
}
