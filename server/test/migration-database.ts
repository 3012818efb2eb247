// A fresh database for testing one migration on real data: apply the migrations up to the one
// before it, write rows the old way, then run the real runMigrations to head and look.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder } from '#server/db/migrate.ts';
import { databaseUrl } from './database-url.ts';

export interface MigrationDatabase {
  pool: pg.Pool;
  /** Applies the committed migrations whose index is at most `last`. */
  migrateUpTo(last: number): Promise<void>;
  close(): Promise<void>;
}

export async function createMigrationDatabase(adminUrl: string): Promise<MigrationDatabase> {
  const name = `hive_migrate_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 2 });
  // The drop below may reach a connection the pool is still closing: that is not a test failure.
  pool.on('error', () => {});
  const dir = await mkdtemp(join(tmpdir(), 'hive-migrations-'));

  return {
    pool,
    async migrateUpTo(last) {
      // A copy of the migrations folder whose journal stops after migration `last`.
      const folder = join(dir, 'migrations');
      await cp(migrationsFolder, folder, { recursive: true });
      const journalPath = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
        entries: { idx: number }[];
      };
      journal.entries = journal.entries.filter((e) => e.idx <= last);
      await writeFile(journalPath, JSON.stringify(journal));
      const client = await pool.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder: folder });
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
