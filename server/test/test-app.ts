// A real app on a real, private database for one test file: createTestApp() in beforeAll,
// close() in afterAll. Nothing here is mocked.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { defaultRateLimits, type AppConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { databaseUrl } from './database-url.ts';

export const testOrigin = 'http://localhost:3000';

/**
 * scrypt's cost for the tests' passwords (production: 16384). The same scrypt, 16 times cheaper:
 * at full cost, hashing was half of the server suite's CPU (ADR 054).
 * server/lib/password-hash.test.ts signs up at the production cost.
 */
const testScryptCost = 1024;

/**
 * `database`: build on this existing database (a restored backup, say) instead of a fresh clone
 * of the template; close() drops it all the same. `from`: clone another test database instead of
 * the migrated template: a slow proof prepares accounts once (sign-up hashes passwords, which is
 * slow), then starts every run from a copy. `logger`: the app logs there (tests read the log).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { database, from, logger }: { database?: string; from?: string; logger?: FastifyBaseLogger } = {},
) {
  const { adminUrl, template } = inject('testDatabase');
  const name = database ?? `hive_test_${randomBytes(6).toString('hex')}`;
  if (!database) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${from ?? template}`);
    await admin.end();
  }

  const url = databaseUrl(adminUrl, name);
  const { db, pool } = connectDatabase(url, { max: 10 });
  const dataDir = await mkdtemp(join(tmpdir(), 'hive-test-data-'));
  const config: AppConfig = {
    publicUrl: testOrigin,
    trustedOrigins: [testOrigin],
    authSecret: 'test-secret-that-is-long-enough-0123456789',
    dataDir,
    smtpUrl: undefined,
    mailFrom: 'Hive <no-reply@hive.test>',
    trustProxy: false,
    clientDir: undefined,
    rateLimits: defaultRateLimits,
    passwordScryptCost: testScryptCost,
    ...overrides,
  };
  const app = await buildApp({ config, db, pool, ...(logger && { logger }) });
  await app.ready();

  let connected = true;
  const disconnect = async () => {
    if (!connected) return;
    connected = false;
    await app.close();
    await pool.end();
  };

  return {
    app,
    db,
    pool,
    /** the database's connection string, for tools that connect on their own */
    url,
    dataDir,
    database: name,
    /** Closes the app and its connections but keeps the database, so it can be cloned (`from`). */
    disconnect,
    async close() {
      await disconnect();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A second app server on the test app's database and pool, with its own in-memory state (session
 * cache, regional snapshot): what two servers behind a proxy share and do not. What is kept beside the
 * database handle (the live lists, the issued questions: db/per-database.ts) is shared with the
 * test app, since the handle is; those check the database's version, so a change written to the
 * database directly stands for another server's. Close it before the test app.
 */
export async function createSecondServer(t: TestApp) {
  const second = await buildApp({ config: t.app.config, db: t.db, pool: t.pool });
  await second.ready();
  return second;
}
