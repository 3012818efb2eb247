import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Database } from '#server/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    pool: pg.Pool;
  }
}

/** Exposes the database; the caller owns the pool and closes it after the app. */
export default fp<{ db: Database; pool: pg.Pool }>(
  async (app, options) => {
    app.decorate('db', options.db);
    app.decorate('pool', options.pool);
  },
  { name: 'db' },
);
