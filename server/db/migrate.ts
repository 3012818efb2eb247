import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

export const migrationsFolder = join(import.meta.dirname, 'migrations');
const migrationLockId = 727274;

/**
 * Applies the committed migrations on one connection holding an advisory lock, so app processes
 * starting together never run them twice.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => {});
    client.release();
  }
}
