// What db:backup and db:restore print when they are done: every table, then the totals.
import type { BackupSummary } from './backup.ts';

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KiB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** "public"."user" reads better as public.user */
const label = (quotedName: string) => quotedName.replaceAll('"', '');

export function report(summary: BackupSummary, seconds: number): string {
  const width = Math.max(...summary.tables.map((t) => label(t.name).length));
  const lines = summary.tables.map(
    (t) => `  ${label(t.name).padEnd(width)}  ${String(t.rows).padStart(8)} rows  ${size(t.bytes)}`,
  );
  const rows = summary.tables.reduce((sum, t) => sum + t.rows, 0);
  const bytes = summary.tables.reduce((sum, t) => sum + t.bytes, 0);
  lines.push(
    `${summary.tables.length} tables, ${rows} rows, ${size(bytes)} of data, ` +
      `at migration ${summary.migrations}, in ${seconds.toFixed(2)} s`,
  );
  return lines.join('\n');
}
