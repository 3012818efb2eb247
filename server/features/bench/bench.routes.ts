// Bench-only routes (issue 11): the ceiling every API figure of `npm run bench` is a ratio to.
// Registered only when HIVE_BENCH_ROUTES is set (app.ts); a normal server answers 404 here.
// Both do the least a route can do through the app's own pool, so a scenario's ratio to them is
// the share of the time its own work takes.
import type { FastifyInstance } from 'fastify';
import { access } from '#server/plugins/access.ts';

async function selectOne(app: FastifyInstance) {
  const client = await app.pool.connect();
  try {
    await client.query({ text: 'select 1', rowMode: 'array' });
  } finally {
    client.release();
  }
  return { ok: true };
}

/** Registered at /api/bench. */
export async function benchRoutes(app: FastifyInstance) {
  // The ceiling: one database round trip, no session.
  app.get('/ceiling', { config: access.public }, async () => selectOne(app));
  // The signed-in ceiling: the session check every signed-in route pays, then the round trip.
  app.get('/ceiling-session', { config: access.user }, async () => selectOne(app));
}
