// The routes of a quiz's progress kept per answer and of tutor mode (ADR 075), beside the
// session routes at /api/quiz-sessions. A visitor shows the session is theirs with its claim
// token in a header, as for reading a result (ADR 059).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimTokenHeader } from '#shared/contract/claim-token.ts';
import {
  checkQuestionResponseSchema,
  checkQuestionSchema,
  currentQuizResponseSchema,
  openSessionResponseSchema,
  progressHeadersSchema,
  quizProgressMessages,
  saveQuizAnswerResponseSchema,
  saveQuizAnswerSchema,
} from '#shared/contract/quiz-progress.ts';
import { access } from '#server/plugins/access.ts';
import {
  checkQuestion,
  currentQuiz,
  openSession,
  saveQuizAnswer,
  type Caller,
} from './quiz-progress.ts';

const params = z.object({ id: z.uuid({ error: 'No quiz data found' }) });
const answerParams = params.extend({
  questionId: z.uuid({ error: quizProgressMessages.notInQuiz }),
});

const answerLimit = {
  limit: 'quizAnswers',
  message: 'Too many answers saved. Please try again in a few minutes.',
} as const;

async function callerOf(request: FastifyRequest): Promise<Caller> {
  const user = await request.currentUser();
  const token = request.headers[claimTokenHeader];
  return { userId: user?.id ?? null, claimToken: typeof token === 'string' ? token : undefined };
}

export function quizProgressRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Before '/:id': the trainee's unfinished quiz for home's "Continue".
  routes.get(
    '/current',
    { config: access.user, schema: { response: { 200: currentQuizResponseSchema } } },
    async (request) => ({ session: await currentQuiz(app.db, request.user.id) }),
  );

  routes.get(
    '/:id',
    {
      config: access.public,
      schema: {
        params,
        headers: progressHeadersSchema,
        response: { 200: openSessionResponseSchema },
      },
    },
    async (request) => ({
      session: await openSession(app.db, await callerOf(request), request.params.id),
    }),
  );

  routes.put(
    '/:id/answers/:questionId',
    {
      config: { ...access.public, rateLimit: answerLimit },
      schema: {
        params: answerParams,
        headers: progressHeadersSchema,
        body: saveQuizAnswerSchema,
        response: { 200: saveQuizAnswerResponseSchema },
      },
    },
    async (request) => {
      const { id, questionId } = request.params;
      const answered = await saveQuizAnswer(
        app.db,
        await callerOf(request),
        id,
        questionId,
        request.body,
      );
      return { saved: true as const, answered };
    },
  );

  routes.post(
    '/:id/answers/:questionId/check',
    {
      config: { ...access.public, rateLimit: answerLimit },
      schema: {
        params: answerParams,
        headers: progressHeadersSchema,
        body: checkQuestionSchema,
        response: { 200: checkQuestionResponseSchema },
      },
    },
    async (request) => {
      const { id, questionId } = request.params;
      const result = await checkQuestion(
        app.db,
        await callerOf(request),
        id,
        questionId,
        request.body,
      );
      return { result };
    },
  );
}
