import { examHistorySchema } from '#shared/contract/exam.ts';
import { examHistory } from './exam-history.service.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  classRankingSchema,
  confidenceStatsSchema,
  dueCountsSchema,
  historyPageSchema,
  questionStatsSchema,
  recentActivitySchema,
  regionalStatsSchema,
  statsSummarySchema,
  weakTopicsSchema,
  weeklyAccuracySchema,
} from '#shared/contract/stats.ts';
import { historyCursorSchema } from '#shared/contract/history-cursor.ts';
import { historyBody } from './history-body.ts';
import {
  classRanking,
  maxActivityLimit,
  questionStats,
  recentActivity,
  statsSummary,
} from './stats.service.ts';
import { weakTopics, weeklyAccuracy } from './weakness.service.ts';
import { confidenceStats } from './confidence.service.ts';
import { dueCounts } from '#server/features/review/review-schedule.ts';
import { access } from '#server/plugins/access.ts';
import { sendJson } from './read-cache.ts';

// The heavy user's reads, served from the read cache (ADR 066): the day matters
// to the summary's 30 days and to what is due today.
const cached = {
  questions: { name: 'questions', schema: questionStatsSchema, byDay: false },
  summary: { name: 'summary', schema: statsSummarySchema, byDay: true },
  due: { name: 'due', schema: dueCountsSchema, byDay: true },
};

const page = z.object({
  before: historyCursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** Progress figures and answer histories; registered at /api/stats. */
export async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/regional',
    { config: access.public, schema: { response: { 200: regionalStatsSchema } } },
    async () => app.regionalSnapshot.get(),
  );

  app.get(
    '/questions',
    { config: access.public, schema: { response: { 200: questionStatsSchema } } },
    async (request, reply) => {
      const userId = (await request.currentUser())?.id ?? null;
      const body = await app.readCache.body(cached.questions, userId, () =>
        questionStats(app.db, userId),
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/class-ranking',
    { config: access.user, schema: { response: { 200: classRankingSchema } } },
    async (request) => classRanking(app.db, request.user.id),
  );

  app.get(
    '/recent-activity',
    {
      config: access.user,
      schema: {
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(maxActivityLimit).default(5),
        }),
        response: { 200: recentActivitySchema },
      },
    },
    async (request) => recentActivity(app.db, request.user.id, request.query.limit),
  );

  app.get(
    '/summary',
    { config: access.user, schema: { response: { 200: statsSummarySchema } } },
    async (request, reply) => {
      const userId = request.user.id;
      const body = await app.readCache.body(cached.summary, userId, () =>
        statsSummary(app.db, userId),
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/due',
    { config: access.user, schema: { response: { 200: dueCountsSchema } } },
    async (request, reply) => {
      const userId = request.user.id;
      const body = await app.readCache.body(cached.due, userId, () => dueCounts(app.db, userId));
      return sendJson(reply, body);
    },
  );

  app.get(
    '/weak-topics',
    { config: access.user, schema: { response: { 200: weakTopicsSchema } } },
    async (request) => {
      return weakTopics(app.db, request.user.id);
    },
  );

  app.get(
    '/exams',
    { config: access.user, schema: { response: { 200: examHistorySchema } } },
    async (request) => examHistory(app.db, request.user.id),
  );

  app.get(
    '/weekly-accuracy',
    { config: access.user, schema: { response: { 200: weeklyAccuracySchema } } },
    async (request) => {
      return weeklyAccuracy(app.db, request.user.id);
    },
  );

  app.get(
    '/confidence',
    { config: access.user, schema: { response: { 200: confidenceStatsSchema } } },
    async (request) => {
      return confidenceStats(app.db, request.user.id);
    },
  );

  app.get(
    '/history/answers',
    { config: access.user, schema: { querystring: page, response: { 200: historyPageSchema } } },
    async (request, reply) =>
      sendJson(
        reply,
        await historyBody(app.db, app.readCache, request.user.id, 'answers', request.query),
      ),
  );

  app.get(
    '/history/wrong-answers',
    { config: access.user, schema: { querystring: page, response: { 200: historyPageSchema } } },
    async (request, reply) =>
      sendJson(
        reply,
        await historyBody(app.db, app.readCache, request.user.id, 'wrong', request.query),
      ),
  );
}
