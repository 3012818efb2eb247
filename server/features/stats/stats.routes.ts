import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classRankingSchema,
  historyPageSchema,
  questionStatsSchema,
  recentActivitySchema,
  regionalStatsSchema,
  statsSummarySchema,
} from '#shared/contract/stats.ts';
import { answerHistory, wrongAnswers } from './history.service.ts';
import {
  classRanking,
  questionStats,
  recentActivity,
  regionalStats,
  statsSummary,
} from './stats.service.ts';

const page = z.object({
  before: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get('/api/stats/regional', { schema: { response: { 200: regionalStatsSchema } } }, async () =>
    regionalStats(app.db),
  );

  app.get(
    '/api/stats/questions',
    { schema: { response: { 200: questionStatsSchema } } },
    async (request) => {
      const user = await request.currentUser();
      return questionStats(app.db, user?.id ?? null);
    },
  );

  app.get(
    '/api/stats/class-ranking',
    { schema: { response: { 200: classRankingSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return classRanking(app.db, user.id);
    },
  );

  app.get(
    '/api/stats/recent-activity',
    {
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
        response: { 200: recentActivitySchema },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return recentActivity(app.db, user.id, request.query.limit);
    },
  );

  app.get(
    '/api/stats/summary',
    { schema: { response: { 200: statsSummarySchema } } },
    async (request) => {
      const user = await request.requireUser();
      return statsSummary(app.db, user.id);
    },
  );

  app.get(
    '/api/history/answers',
    { schema: { querystring: page, response: { 200: historyPageSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return answerHistory(app.db, user.id, request.query);
    },
  );

  app.get(
    '/api/history/wrong-answers',
    { schema: { querystring: page, response: { 200: historyPageSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return wrongAnswers(app.db, user.id, request.query);
    },
  );
}
