// One PostgreSQL for the whole server test run: the embedded one, or TEST_DATABASE_URL's server.
// A migrated, seeded template database is made once; test files clone it (fast, isolated).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded.ts';
import { connectDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedTopics } from '../db/seed/index.ts';
import { databaseUrl } from './database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = await mkdtemp(join(tmpdir(), 'hive-test-pg-'));
    embedded = await startEmbeddedPostgres({ dir, database: 'postgres', log: () => {} });
    adminUrl = embedded.url;
  }

  const template = `hive_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const { db, pool } = connectDatabase(databaseUrl(adminUrl, template), { max: 2 });
  await runMigrations(pool);
  await seedTopics(db);
  await pool.end();
  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
