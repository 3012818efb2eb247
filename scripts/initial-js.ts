// Initial JS per route (`npm run check:bundle` and the bench), from the Vite manifest of the build:
// the entry and its static imports, plus the route's lazy chunk and its static imports, each
// counted once, gzip'd (level 9, as scripts/precompress.ts serves them). What a first visit to the route must download and run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readManifest, staticClosure } from './vite-manifest.ts';

/** Each measured route and the module its lazy route loads (client/app/router.tsx). */
const routeModules: Record<string, string> = {
  '/auth': 'app/routes/auth.tsx',
  '/': 'app/routes/learn.tsx',
  '/learn': 'app/routes/learn.tsx',
  '/question-bank': 'app/routes/question-bank.tsx',
  '/answer': 'app/routes/answer.tsx',
  '/exam': 'app/routes/exam.tsx',
  '/write-question': 'features/questions/components/write-question-page.tsx',
};

/** Goals (ADR 063): 160 KiB on /auth, the first page a visitor loads; 170 KiB elsewhere. */
export const bundleGoalKib = (route: string) => (route === '/auth' ? 160 : 170);

export function initialJsKib(clientDir: string): Record<string, number> {
  const manifest = readManifest(clientDir);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file))
      gz.set(file, gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length);
    return gz.get(file)!;
  };
  const result: Record<string, number> = {};
  for (const [route, module] of Object.entries(routeModules)) {
    const bytes = staticClosure(manifest, [entryKey, module])
      .filter((k) => manifest[k]!.file.endsWith('.js'))
      .reduce((sum, k) => sum + size(manifest[k]!.file), 0);
    result[route] = Math.round((bytes / 1024) * 10) / 10;
  }
  return result;
}
