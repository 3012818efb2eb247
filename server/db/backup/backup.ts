// Writes every table of the app schemas to one gzip'd file (format.ts) from one consistent
// snapshot: a REPEATABLE READ transaction, so a backup of a live server is still a single moment.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { listTables, readMigrations, readSequences } from './catalog.ts';
import { CopyTo } from './copy-streams.ts';
import {
  endOfData,
  formatName,
  formatVersion,
  sessionSettings,
  type BackupHeader,
  type TableFooter,
} from './format.ts';

export interface TableSummary {
  name: string;
  rows: number;
  bytes: number;
}

export interface BackupSummary {
  file: string;
  tables: TableSummary[];
  migrations: number;
}

const serverVersion = "select current_setting('server_version') as v";

export async function backupDatabase(url: string, file: string): Promise<BackupSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // Written beside the target and renamed at the end: a failed run never leaves a file that
  // looks like a good backup.
  const partial = `${file}.partial`;
  try {
    await client.query(sessionSettings);
    await client.query('begin isolation level repeatable read, read only');
    const header: BackupHeader = {
      format: formatName,
      version: formatVersion,
      createdAt: new Date().toISOString(),
      server: (await client.query<{ v: string }>(serverVersion)).rows[0]!.v,
      migrations: await readMigrations(client),
      tables: await listTables(client),
      sequences: await readSequences(client),
    };
    if (header.migrations.length === 0) {
      throw new Error(
        'This database has no Hive schema (no migrations applied): nothing to back up',
      );
    }
    // As pg_dump does: no migration may alter or drop a table while we read it.
    await client.query(
      `lock table ${header.tables.map((t) => t.name).join(', ')} in access share mode`,
    );

    const tables: TableSummary[] = [];
    await pipeline(
      writeBackup(client, header, tables),
      createGzip(),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await client.query('commit');
    await rename(partial, file);
    return { file, tables, migrations: header.migrations.length };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function* writeBackup(
  client: pg.Client,
  header: BackupHeader,
  summary: TableSummary[],
): AsyncGenerator<Buffer> {
  yield Buffer.from(JSON.stringify(header) + '\n');
  for (const table of header.tables) {
    const columns = table.columns.map((c) => pg.escapeIdentifier(c)).join(', ');
    const copy = client.query(new CopyTo(`copy ${table.name} (${columns}) to stdout`));
    const hash = createHash('sha256');
    const footer: TableFooter = { rows: 0, bytes: 0, sha256: '' };
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      hash.update(chunk);
      footer.bytes += chunk.length;
      // One row per line: COPY text escapes the newlines inside values.
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) footer.rows++;
      yield chunk;
    }
    footer.sha256 = hash.digest('hex');
    yield endOfData;
    yield Buffer.from(JSON.stringify(footer) + '\n');
    summary.push({ name: table.name, rows: footer.rows, bytes: footer.bytes });
  }
}
