// `npm start` serves the built client: build it first when it is missing or older than the code.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const built = 'dist/client/index.html';

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const stale =
  !existsSync(built) ||
  Math.max(newestChange('client'), newestChange('shared'), statSync('package-lock.json').mtimeMs) >
    statSync(built).mtimeMs;

if (stale) {
  console.log('Building the client (first start or changed sources)...');
  execSync('npm run build', { stdio: 'inherit' });
}
