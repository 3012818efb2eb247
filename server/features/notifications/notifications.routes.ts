import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { notifications, questions } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/app-error.ts';
import { notificationListSchema, notificationMessages } from '#shared/contract/notifications.ts';
import { access } from '#server/plugins/access.ts';

const uuidPattern = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The header bell: the latest 20 notifications and the unread count; read-all marks them; one
 * is dismissed by its owner. Registered at /api/notifications. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    { config: access.user, schema: { response: { 200: notificationListSchema } } },
    async (request) => {
      const [items, unread] = await Promise.all([
        app.db
          .select({
            id: notifications.id,
            kind: notifications.kind,
            payload: notifications.payload,
            readAt: notifications.readAt,
            createdAt: notifications.createdAt,
            // Every kind names its question; once deleted it cannot be opened, so the bell says
            // so. The id is checked before the cast, so that a payload without one reads false.
            questionDeleted: sql<boolean>`exists (
              select 1 from ${questions} q
              where q.id = case when ${notifications.payload}->>'questionId' ~ ${uuidPattern}
                                then (${notifications.payload}->>'questionId')::uuid end
                and q.deleted_at is not null)`,
          })
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
          questionDeleted: n.questionDeleted,
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

  app.delete(
    '/:id',
    {
      config: access.owner,
      schema: {
        params: z.object({ id: z.uuid({ error: notificationMessages.notFound }) }),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const removed = await app.db
        .delete(notifications)
        .where(
          and(eq(notifications.id, request.params.id), eq(notifications.userId, request.user.id)),
        )
        .returning({ id: notifications.id });
      // someone else's is not found either: its existence is not theirs to know
      if (removed.length === 0) throw notFound(notificationMessages.notFound);
      return { ok: true as const };
    },
  );
}
