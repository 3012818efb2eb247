// docs/decisions/README.md lists every ADR with its status, built from each record's title and
// Status line so the index cannot drift. `node scripts/adr-index.ts` writes it;
// `npm run check:docs` (scripts/check-docs.ts) fails when it is out of date.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';

const dir = join(import.meta.dirname, '..', 'docs', 'decisions');
const indexPath = join(dir, 'README.md');

/** The index as prettier leaves it, so `npm run format:check` and `--check` agree. */
export async function adrIndex(): Promise<string> {
  const rows = readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      const title = /^# \d{3} (.+)$/m.exec(text)?.[1] ?? name;
      const status = /^Status: (.+)$/m.exec(text)?.[1];
      if (!status) throw new Error(`${name} has no "Status: ..." line`);
      return `| [${name.slice(0, 3)}](${name}) | ${title.replaceAll('|', '\\|')} | ${status.replaceAll('|', '\\|')} |`;
    });
  const text = [
    '# Architecture decision records',
    '',
    'One record per decision (ADR 001). A changed decision is a new record that supersedes the old;',
    "the old record's Status line says which, and nothing else in it changes. Numbers 018 and 042",
    'were never used. This index is generated: `node scripts/adr-index.ts` after adding a record',
    'or changing a Status line (`npm run check:docs` fails while it is stale).',
    '',
    '| ADR | decision | status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  return format(text, { ...(await resolveConfig(indexPath)), filepath: indexPath });
}

if (process.argv[1] === import.meta.filename) writeFileSync(indexPath, await adrIndex());
