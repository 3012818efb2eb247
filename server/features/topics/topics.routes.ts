import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { topics } from '#server/db/schema/index.ts';
import { topicListSchema } from '#shared/contract/topics.ts';
import { access } from '#server/plugins/access.ts';
import { cachedFor } from '#server/lib/cached-value.ts';

/** How long the topic list is served from memory; a topic added by SQL shows within it. */
export const topicListMaxAgeMs = 5_000;

/** Registered at /api/topics. */
export async function topicsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Topics are only ever added by the start-up seed (or by SQL outside the app), never through
  // the API: the list is read at most once per topicListMaxAgeMs (ADR 043).
  const topicList = cachedFor(topicListMaxAgeMs, () =>
    app.db.select({ id: topics.id, name: topics.name }).from(topics).orderBy(asc(topics.name)),
  );
  app.get('', { config: access.public, schema: { response: { 200: topicListSchema } } }, async () =>
    topicList(),
  );
}
