import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '#server/db/schema/index.ts';
import { notificationListSchema } from '#shared/contract/notifications.ts';
import { access } from '#server/plugins/access.ts';

/** The header bell: the latest 20 notifications and the unread count; read-all marks them.
 * Registered at /api/notifications. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    { config: access.user, schema: { response: { 200: notificationListSchema } } },
    async (request) => {
      const [items, unread] = await Promise.all([
        app.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, request.user.id))
          .orderBy(desc(notifications.createdAt))
          .limit(20),
        app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(notifications)
          .where(and(eq(notifications.userId, request.user.id), isNull(notifications.readAt))),
      ]);
      return {
        unreadCount: unread[0]?.n ?? 0,
        items: items.map((n) => ({
          id: n.id,
          kind: n.kind,
          payload: n.payload,
          readAt: n.readAt?.toISOString() ?? null,
          createdAt: n.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/read-all',
    { config: access.user, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request) => {
      await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, request.user.id), isNull(notifications.readAt)));
      return { ok: true as const };
    },
  );
}
