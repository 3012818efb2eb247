import type { FastifyInstance } from 'fastify';
import { access } from '#server/plugins/access.ts';

/** 200 when the database answers, 503 otherwise (for load balancers and uptime checks).
 * Registered at /api/health. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('', { config: access.public }, async (_request, reply) => {
    try {
      const client = await app.pool.connect();
      try {
        await client.query({ text: 'select 1', rowMode: 'array' });
      } finally {
        client.release();
      }
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
