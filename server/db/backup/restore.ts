// Loads a backup (format.ts) into an empty database in one transaction: the schema is rebuilt by
// the backup's own migrations, then every table is loaded with COPY and checked against its
// footer before COMMIT. A failure at any point leaves the database as it was.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder } from '../migrate.ts';
import type { BackupSummary, TableSummary } from './backup.ts';
import { appSchemas, listTables, type MigrationInfo, type TableInfo } from './catalog.ts';
import { CopyFrom } from './copy-streams.ts';
import {
  endOfData,
  parseHeader,
  parseJsonLine,
  sessionSettings,
  splitLines,
  type TableFooter,
} from './format.ts';

class TargetNotEmptyError extends Error {}

export async function restoreDatabase(
  url: string,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let summary: BackupSummary | undefined;
  try {
    await client.query(sessionSettings);
    await pipeline(
      createReadStream(file),
      createGunzip(),
      async (source: AsyncIterable<Buffer>) => {
        const lines = splitLines(source)[Symbol.asyncIterator]();
        const next = async () => (await lines.next()).value as Buffer | undefined;
        const header = parseHeader(await next());
        const migrations = matchingMigrations(header.migrations);
        await client.query('begin');
        try {
          await clearTarget(client, force);
          await rebuildSchema(client, migrations);
          await checkTables(client, header.tables);
          const tables: TableSummary[] = [];
          for (const table of header.tables) tables.push(await loadTable(client, table, next));
          for (const s of header.sequences) {
            await client.query('select setval($1, $2, $3)', [s.name, s.lastValue, s.isCalled]);
          }
          await client.query('commit');
          summary = { file, tables, migrations: migrations.length };
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        }
      },
    );
  } finally {
    await client.end();
  }
  return summary!;
}

/** The committed migrations the backup was taken at; refuses a backup from another history. */
function matchingMigrations(taken: MigrationInfo[]): MigrationMeta[] {
  const local = readMigrationFiles({ migrationsFolder });
  if (taken.length > local.length) {
    throw new Error(
      `The backup was taken at migration ${taken.length}, but this Hive has only ` +
        `${local.length}: restore it with the Hive version that made it (or a newer one)`,
    );
  }
  taken.forEach((migration, i) => {
    if (migration.hash !== local[i]!.hash) {
      throw new Error(
        `Migration ${i + 1} of this Hive differs from the one the backup was taken with: ` +
          'restore it with the Hive version that made it',
      );
    }
  });
  return local.slice(0, taken.length);
}

async function clearTarget(client: pg.Client, force: boolean): Promise<void> {
  const found = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
     union all
     select n.nspname || '.' || p.proname from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace where n.nspname = any($1)
      order by 1`,
    [appSchemas],
  );
  if (found.rowCount === 0) return;
  if (!force) {
    const names = found.rows.map((r) => r.name);
    throw new TargetNotEmptyError(
      `The target database is not empty (${names.length} objects, e.g. ${names.slice(0, 3).join(', ')}). ` +
        'Restore into an empty database, or add --force to replace everything in its ' +
        `schemas ${appSchemas.join(' and ')} with the backup.`,
    );
  }
  await client.query('drop schema if exists drizzle cascade');
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
}

/**
 * Applies the backup's migrations inside our transaction. Drizzle's migrator cannot (it commits
 * a transaction of its own), so this repeats its two steps: the bookkeeping table, created as
 * drizzle-orm creates it (its rows then come from the backup), and each migration's statements.
 */
async function rebuildSchema(client: pg.Client, migrations: MigrationMeta[]): Promise<void> {
  await client.query('create schema if not exists drizzle');
  await client.query(
    `create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await client.query(statement);
  }
}

/** The rebuilt schema must hold exactly the backup's tables and columns. */
async function checkTables(client: pg.Client, expected: TableInfo[]): Promise<void> {
  const describe = (tables: TableInfo[]) =>
    new Set(tables.map((t) => `${t.name} (${t.columns.join(', ')})`));
  const built = describe(await listTables(client));
  const wanted = describe(expected);
  const missing = [...wanted].filter((t) => !built.has(t));
  const extra = [...built].filter((t) => !wanted.has(t));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      'The migrations did not rebuild the schema the backup was taken from.\n' +
        `  in the backup only: ${missing.join('; ') || 'none'}\n` +
        `  in the rebuilt schema only: ${extra.join('; ') || 'none'}`,
    );
  }
}

const batchBytes = 256 * 1024;

async function loadTable(
  client: pg.Client,
  table: TableInfo,
  next: () => Promise<Buffer | undefined>,
): Promise<TableSummary> {
  // The rows are restored as they were: triggers (such as the one creating a profile for each
  // new user) must not add rows of their own. Foreign keys stay checked.
  await client.query(`alter table ${table.name} disable trigger user`);
  const columns = table.columns.map((c) => pg.escapeIdentifier(c)).join(', ');
  const copy = client.query(new CopyFrom(`copy ${table.name} (${columns}) from stdin`));
  // PostgreSQL's refusal surfaces through `copy.errored` and finished() below.
  copy.on('error', () => {});
  const hash = createHash('sha256');
  const loaded = { rows: 0, bytes: 0 };
  let batch: Buffer[] = [];
  let batched = 0;
  const flush = async () => {
    if (copy.errored) throw copy.errored;
    if (!copy.write(Buffer.concat(batch))) await once(copy, 'drain');
    batch = [];
    batched = 0;
  };
  try {
    for (let line = await next(); ; line = await next()) {
      if (line === undefined) {
        throw new Error(`The backup ends inside ${table.name}: it is incomplete`);
      }
      if (line.equals(endOfData)) break;
      hash.update(line);
      loaded.rows++;
      loaded.bytes += line.length;
      batch.push(line);
      batched += line.length;
      if (batched >= batchBytes) await flush();
    }
    if (batched > 0) await flush();
    copy.end();
    await finished(copy);
  } catch (error) {
    copy.destroy(error as Error);
    throw error;
  }
  await client.query(`alter table ${table.name} enable trigger user`);

  const footer = parseJsonLine(await next(), `footer of ${table.name}`) as TableFooter;
  if (
    footer.rows !== loaded.rows ||
    footer.bytes !== loaded.bytes ||
    footer.sha256 !== hash.digest('hex')
  ) {
    throw new Error(`${table.name} in the backup does not match its checksum: the file is damaged`);
  }
  return { name: table.name, ...loaded };
}
