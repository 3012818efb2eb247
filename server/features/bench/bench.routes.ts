// Bench-only routes (issue 11): the ceiling every API figure of `npm run bench` is a ratio to.
// Registered only when HIVE_BENCH_ROUTES is set (app.ts); a normal server answers 404 here.
// The first two do the least a route can do through the app's own pool, so a scenario's ratio to
// them is the share of the time its own work takes. The third is the least a write can cost.
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

/**
 * The emptiest write transaction: begin, an id assigned to it (so that its commit is a WAL record
 * PostgreSQL must flush before answering), commit. Three round trips and a flush, no row: what
 * any start or completion pays at least, unless it shares its commit (lib/batched.ts).
 */
async function emptyCommit(app: FastifyInstance) {
  const client = await app.pool.connect();
  try {
    await client.query('begin');
    await client.query({ text: 'select txid_current()', rowMode: 'array' });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
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
  // The write ceiling: a committed transaction with nothing in it (no goal is a ratio to it).
  app.get('/ceiling-commit', { config: access.public }, async () => emptyCommit(app));
}
