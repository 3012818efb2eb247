// The command production runs: package.json's "start", the Dockerfile's CMD and the bench's server
// (which reads the same script) must start Node alike, with the heap flags of ADR 043 ("Memory")
// that bound the server's resident memory (issue 11).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startArguments } from '../scripts/start-command.ts';

const root = join(import.meta.dirname, '..');

function dockerCmd(): string[] {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
  if (!cmd) throw new Error('no CMD in exec form in the Dockerfile');
  return JSON.parse(cmd[1]!) as string[];
}

describe('the start command', () => {
  it('is the same in package.json and the Dockerfile', () => {
    expect(dockerCmd()).toEqual(['node', ...startArguments()]);
  });

  it('bounds the V8 heap, and this Node accepts the flags', () => {
    const flags = startArguments().slice(0, -1);
    expect(flags.some((f) => f.startsWith('--max-old-space-size='))).toBe(true);
    expect(flags.some((f) => f.startsWith('--max-semi-space-size='))).toBe(true);
    // A misspelt flag stops Node before the script; a flag that took effect shows in the limit.
    const limitMb = Number(
      execFileSync(process.execPath, [
        ...flags,
        '-e',
        'process.stdout.write(String(require("node:v8").getHeapStatistics().heap_size_limit / 2 ** 20))',
      ]),
    );
    expect(limitMb).toBeLessThan(512);
  });
});
