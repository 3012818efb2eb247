import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  examMessages,
  saveExamAnswerResponseSchema,
  saveExamAnswerSchema,
} from '#shared/contract/exam.ts';
import { customCountResponseSchema, customFiltersSchema } from '#shared/contract/custom-test.ts';
import {
  currentExamResponseSchema,
  claimAttemptsResponseSchema,
  claimAttemptsSchema,
  claimTokenHeader,
  completeQuizSchema,
  quizResultSchema,
  resultHeadersSchema,
  seenAnswersResponseSchema,
  startQuizResponseSchema,
  startQuizSchema,
} from '#shared/contract/quiz.ts';
import { countCustom } from './custom-selection.ts';
import { currentExam, saveExamAnswer } from './exam-progress.ts';
import { claimAttempts } from './quiz-claim.ts';
import { quizProgressRoutes } from './quiz-progress.routes.ts';
import { completeQuiz, getResult } from './quiz-sessions.service.ts';
import { startQuiz } from './quiz-start.ts';
import { seenAnswers } from './seen-answers.ts';
import { access } from '#server/plugins/access.ts';

const params = z.object({ id: z.uuid({ error: 'No quiz data found' }) });

/** Quiz sessions (shared quizzes too, ADR 025); registered at /api/quiz-sessions. */
export async function quizSessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '',
    {
      config: {
        ...access.public,
        rateLimit: {
          limit: 'quizStarts',
          message: 'Too many quizzes started. Please try again in a few minutes.',
        },
      },
      schema: { body: startQuizSchema, response: { 200: startQuizResponseSchema } },
    },
    async (request) => {
      const user = await request.currentUser();
      return startQuiz(app.db, user?.id ?? null, request.body);
    },
  );

  // The custom test builder's live count [product#custom-test] (ADR 080): a read, but one that
  // counts over the bank, asked again as each filter changes.
  app.post(
    '/custom/count',
    {
      config: {
        ...access.user,
        rateLimit: {
          limit: 'builderCounts',
          message: 'Too many counts asked. Please try again in a few minutes.',
        },
      },
      schema: { body: customFiltersSchema, response: { 200: customCountResponseSchema } },
    },
    async (request) => ({ matching: await countCustom(app.db, request.user.id, request.body) }),
  );

  app.post(
    '/:id/complete',
    {
      config: access.public,
      schema: { params, body: completeQuizSchema, response: { 200: quizResultSchema } },
    },
    async (request) => {
      const user = await request.currentUser();
      return completeQuiz(app.db, user?.id ?? null, request.params.id, request.body);
    },
  );

  app.get(
    '/:id/result',
    {
      config: access.public,
      schema: {
        params,
        headers: resultHeadersSchema,
        response: { 200: quizResultSchema },
      },
    },
    async (request) => {
      const user = await request.currentUser();
      const claimToken = request.headers[claimTokenHeader];
      return getResult(app.db, user?.id ?? null, request.params.id, claimToken);
    },
  );

  // A quiz kept for offline study (ADR 048): the keys of the questions its owner has seen.
  app.get(
    '/:id/seen-answers',
    { config: access.user, schema: { params, response: { 200: seenAnswersResponseSchema } } },
    async (request) => ({
      answers: await seenAnswers(app.db, request.user.id, request.params.id),
    }),
  );

  // Exams (ADR 036): the running exam to resume, and each answer saved as it is given.
  app.get(
    '/exams/current',
    { config: access.user, schema: { response: { 200: currentExamResponseSchema } } },
    async (request) => ({ session: await currentExam(app.db, request.user.id) }),
  );

  app.put(
    '/:id/exam-answers/:questionId',
    {
      config: {
        ...access.user,
        rateLimit: {
          limit: 'examAnswers',
          message: 'Too many answers saved. Please try again in a few minutes.',
        },
      },
      schema: {
        params: params.extend({ questionId: z.uuid({ error: examMessages.notInExam }) }),
        body: saveExamAnswerSchema,
        response: { 200: saveExamAnswerResponseSchema },
      },
    },
    async (request) => {
      const { id, questionId } = request.params;
      await saveExamAnswer(app.db, request.user.id, id, questionId, request.body);
      return { saved: true as const };
    },
  );

  app.post(
    '/claim',
    {
      config: access.user,
      schema: { body: claimAttemptsSchema, response: { 200: claimAttemptsResponseSchema } },
    },
    async (request) => {
      const result = await claimAttempts(app.db, request.user.id, request.body.attempts);
      if (result.rejected.length > 0) {
        request.log.info(
          { rejected: result.rejected },
          'some pending attempts could not be linked',
        );
      }
      return result;
    },
  );

  // Progress kept per answer, the open session to resume and tutor mode (ADR 075).
  quizProgressRoutes(fastify);
}
