// npm run db:backup [file]: every table of Hive's database, from one consistent snapshot, into
// one gzip'd file (docs/decisions/022-backup-and-restore.md). Safe while the server runs.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase } from '#server/db/backup/backup.ts';
import { report } from '#server/db/backup/report.ts';
import { openScriptDatabase } from '#server/db/script-database.ts';

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length > 1) throw new Error('Usage: npm run db:backup -- [file]');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = resolve(positionals[0] ?? `hive-backup-${stamp}.gz`);

  const database = await openScriptDatabase('backup');
  try {
    const started = performance.now();
    const summary = await backupDatabase(database.url, file);
    const seconds = (performance.now() - started) / 1000;
    console.log(report(summary, seconds));
    console.log(
      `Backed up ${database.description} into ${file} (${(await stat(file)).size} bytes)`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
