// npm run db:restore -- <file> [--force]: a db:backup file into an empty database, in one
// transaction (docs/decisions/022-backup-and-restore.md). --force replaces a non-empty one.
import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { report } from '#server/db/backup/report.ts';
import { restoreDatabase } from '#server/db/backup/restore.ts';
import { openScriptDatabase } from '#server/db/script-database.ts';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new Error('Usage: npm run db:restore -- <file> [--force]');
  const file = resolve(positionals[0]!);
  // Checked before anything starts (or initialises) a database.
  await access(file).catch(() => {
    throw new Error(`No backup file at ${file}`);
  });

  const database = await openScriptDatabase('restore');
  try {
    const started = performance.now();
    const summary = await restoreDatabase(database.url, file, { force: values.force });
    const seconds = (performance.now() - started) / 1000;
    console.log(report(summary, seconds));
    console.log(`Restored ${file} into ${database.description}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
