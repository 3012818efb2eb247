// After `vite build` and the prerender, in `npm run build`: writes dist/client/heads/<name>.html,
// index.html with the extra requests of client/app/route-heads.ts, for the server to send a
// signed-in browser asking for that page (ADR 053). Fails the build if a module it names is not a
// chunk of this build, so a moved file cannot silently drop its page's head.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routeHeads, type RouteHead } from '../client/app/route-heads.ts';
import { readManifest, staticClosure } from './vite-manifest.ts';

const clientDir = 'dist/client';
const headsDir = join(clientDir, 'heads');

const manifest = readManifest(clientDir);
const shell = await readFile(join(clientDir, 'index.html'), 'utf8');

/** The files of these modules and their static imports. */
const files = (keys: string[]) => staticClosure(manifest, keys).map((key) => manifest[key]!.file);
/** What index.html already requests: the entry and its static imports. */
const inShell = new Set(files(['index.html']));

function headPage(head: RouteHead): string {
  const modules = files(head.modules).filter((file) => !inShell.has(file));
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
const written: Record<string, string> = {};
for (const [path, { name, head }] of Object.entries(routeHeads)) {
  await writeFile(join(headsDir, `${name}.html`), headPage(head));
  written[path] = `heads/${name}.html`;
}
// what the server reads at start (server/plugins/static.ts)
await writeFile(join(headsDir, 'index.json'), JSON.stringify(written));
console.log(`route heads: ${Object.keys(routeHeads).join(', ')} in ${headsDir}`);
