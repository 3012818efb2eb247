import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { topics } from '#server/db/schema/index.ts';
import { topicListSchema } from '#shared/contract/topics.ts';
import { access } from '#server/plugins/access.ts';

/** Registered at /api/topics. */
export async function topicsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('', { config: access.public, schema: { response: { 200: topicListSchema } } }, async () =>
    app.db.select({ id: topics.id, name: topics.name }).from(topics).orderBy(asc(topics.name)),
  );
}
