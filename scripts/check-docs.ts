// `npm run check:docs` (in validate's static checks): the ADR index is current, and no tracked
// file points outside the repository (the specification's sections or the team's old shared
// folder): rules are cited as docs/product.md anchors or ADRs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adrIndex } from './adr-index.ts';

const root = join(import.meta.dirname, '..');
const problems: string[] = [];

if (readFileSync(join(root, 'docs', 'decisions', 'README.md'), 'utf8') !== (await adrIndex())) {
  problems.push('docs/decisions/README.md is stale: run `node scripts/adr-index.ts`');
}

const outside = String.raw`\.\./shared/|\[00[01] §`;
try {
  const hits = execFileSync(
    'git',
    ['grep', '-nIE', outside, '--', '.', ':!scripts/check-docs.ts'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  problems.push(`references outside the repository (cite docs/product.md instead):\n${hits}`);
} catch {
  // git grep exits 1 when nothing matches
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
