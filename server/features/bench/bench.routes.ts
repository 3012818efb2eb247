// Bench-only route: the ceiling the reads of `npm run bench` are a ratio to (ADR 063).
// Registered only when HIVE_BENCH_ROUTES is set (app.ts); a normal server answers 404 here.
import type { FastifyInstance } from 'fastify';
import { access } from '#server/plugins/access.ts';

/** Registered at /api/bench. The least a route can do: one round trip through the app's pool. */
export async function benchRoutes(app: FastifyInstance) {
  app.get('/ceiling', { config: access.public }, async () => {
    const client = await app.pool.connect();
    try {
      await client.query({ text: 'select 1', rowMode: 'array' });
    } finally {
      client.release();
    }
    return { ok: true };
  });
}
