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
import { historyCursorSchema } from '#shared/contract/history-cursor.ts';
import { answerHistory, wrongAnswers } from './history.service.ts';
import {
  classRanking,
  questionStats,
  recentActivity,
  regionalStats,
  statsSummary,
} from './stats.service.ts';
import { access } from '#server/plugins/access.ts';

const page = z.object({
  before: historyCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/stats/regional',
    { config: access.public, schema: { response: { 200: regionalStatsSchema } } },
    async () => regionalStats(app.db),
  );

  app.get(
    '/api/stats/questions',
    { config: access.public, schema: { response: { 200: questionStatsSchema } } },
    async (request) => {
      const user = await request.currentUser();
      return questionStats(app.db, user?.id ?? null);
    },
  );

  app.get(
    '/api/stats/class-ranking',
    { config: access.user, schema: { response: { 200: classRankingSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return classRanking(app.db, user.id);
    },
  );

  app.get(
    '/api/stats/recent-activity',
    {
      config: access.user,
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
    { config: access.user, schema: { response: { 200: statsSummarySchema } } },
    async (request) => {
      const user = await request.requireUser();
      return statsSummary(app.db, user.id);
    },
  );

  app.get(
    '/api/history/answers',
    { config: access.user, schema: { querystring: page, response: { 200: historyPageSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return answerHistory(app.db, user.id, request.query);
    },
  );

  app.get(
    '/api/history/wrong-answers',
    { config: access.user, schema: { querystring: page, response: { 200: historyPageSchema } } },
    async (request) => {
      const user = await request.requireUser();
      return wrongAnswers(app.db, user.id, request.query);
    },
  );
}
