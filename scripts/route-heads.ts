// After `vite build` and the prerender, in `npm run build`: writes dist/client/heads/<name>.html,
// index.html with the extra requests of client/app/route-heads.ts, for the server to send a
// signed-in browser asking for that page (ADR 053). Fails the build if a module it names is not a
// chunk of this build, so a moved file cannot silently drop its page's head.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routeHeads, type RouteHead } from '../client/app/route-heads.ts';

const clientDir = 'dist/client';
const headsDir = join(clientDir, 'heads');

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const manifest = JSON.parse(
  await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'),
) as Manifest;
const shell = await readFile(join(clientDir, 'index.html'), 'utf8');

/** The files index.html already requests: the entry and its static imports. */
function closure(keys: string[], seen = new Set<string>()): string[] {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`route-heads: ${key} is not in this build's manifest`);
    if (seen.has(chunk.file)) continue;
    seen.add(chunk.file);
    closure(chunk.imports ?? [], seen);
  }
  return [...seen];
}
const inShell = new Set(closure(['index.html']));

function headPage(head: RouteHead): string {
  const modules = closure(head.modules).filter((file) => !inShell.has(file));
  const links = [
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    // same mode and credentials as the app's fetch (as index.html's /api/session)
    ...head.reads.map(
      (path) => `<link rel="preload" href="${path}" as="fetch" crossorigin="anonymous" />`,
    ),
  ];
  if (!shell.includes('</head>')) throw new Error('index.html has no </head>');
  return shell.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}

await rm(headsDir, { recursive: true, force: true });
await mkdir(headsDir);
const files: Record<string, string> = {};
for (const [path, { name, head }] of Object.entries(routeHeads)) {
  await writeFile(join(headsDir, `${name}.html`), headPage(head));
  files[path] = `heads/${name}.html`;
}
// what the server reads at start (server/plugins/static.ts)
await writeFile(join(headsDir, 'index.json'), JSON.stringify(files));
console.log(`route heads: ${Object.keys(routeHeads).join(', ')} in ${headsDir}`);
