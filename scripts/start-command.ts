// `npm start`'s Node arguments, read from package.json: the bench (bench/lib/server.ts) starts the
// server with exactly these, so it measures what production runs (the Dockerfile's CMD is held
// to the same by server/start-command.test.ts). The V8 heap flags in them: ADR 043, "Memory".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The arguments after `node` in package.json's "start" script, e.g. [flags..., 'server/start.js']. */
export function startArguments(): string[] {
  const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [node, ...args] = pkg.scripts.start.trim().split(/\s+/);
  if (node !== 'node' || args.at(-1) !== 'server/start.js') {
    throw new Error(
      `package.json "start" is not "node [flags] server/start.js": ${pkg.scripts.start}`,
    );
  }
  return args;
}
