// Starts Hive: the embedded PostgreSQL (unless DATABASE_URL is set), migrations, seed, then HTTP.
// SIGTERM/SIGINT: stop accepting, finish requests in flight, close the pool, stop PostgreSQL.
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseEnv } from './env.ts';
import { configFromEnv } from './config.ts';
import { buildApp } from './app.ts';
import { connectDatabase } from './db/client.ts';
import { embeddedDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoContent, seedTopics } from './db/seed/index.ts';
import { createQuestion } from './features/questions/questions.service.ts';
import { readOrCreateSecret } from './lib/secret.ts';
import { lockDataDir } from './lib/instance-lock.ts';
import { createLogger } from './lib/logger.ts';

async function main() {
  const env = parseEnv();
  const log = createLogger(env.LOG_LEVEL);
  const dataDir = resolve(env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });

  let embedded: EmbeddedPostgres | undefined;
  let unlock = () => {};
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    unlock = lockDataDir(dataDir);
    embedded = await startEmbeddedPostgres({
      dir: dataDir,
      database: embeddedDatabase,
      log: (message) => log.info(`postgres: ${message}`),
    });
    databaseUrl = embedded.url;
  }

  const authSecret = env.AUTH_SECRET ?? (await readOrCreateSecret(join(dataDir, 'auth-secret')));
  const { db, pool } = connectDatabase(databaseUrl, { max: 20 });
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    await runMigrations(pool);
    await seedTopics(db);
    if (embedded && env.DEMO_CONTENT) {
      const loaded = await seedDemoContent(db, createQuestion);
      if (loaded > 0) log.info(`loaded ${loaded} demo questions`);
    }
    app = await buildApp({ config: configFromEnv(env, authSecret), db, pool, logger: log });
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    // PostgreSQL is a separate process: never leave it running behind a failed start.
    await pool.end().catch(() => {});
    await embedded?.stop();
    unlock();
    throw error;
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    await app.close();
    await pool.end();
    await embedded?.stop();
    unlock();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && process.env.LOG_LEVEL === 'debug') console.error(error.stack);
  process.exit(1);
});
