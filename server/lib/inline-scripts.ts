// The hashes of the built pages' inline scripts, for the Content-Security-Policy's script-src
// (plugins/security.ts). The only one is client/theme.js, which the build inlines in the head so
// that no request holds the first paint (ADR 047, amended); taking the hashes from the pages the
// server sends means an edit to it needs nothing else, and no other inline script is allowed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A `<script>` with no attributes at all: the only form the build writes inline. */
const inlineScript = /<script>([\s\S]*?)<\/script>/g;

/** CSP source expressions (`'sha256-…'`) of every inline script in the pages under clientDir. */
export function inlineScriptHashes(clientDir: string | undefined): string[] {
  if (clientDir === undefined || !existsSync(clientDir)) return [];
  const hashes = new Set<string>();
  // the shell, the prerendered landing page and offline page (ADR 051)
  for (const name of readdirSync(clientDir)) {
    if (!name.endsWith('.html')) continue;
    for (const [, code] of readFileSync(join(clientDir, name), 'utf8').matchAll(inlineScript)) {
      hashes.add(`'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}
