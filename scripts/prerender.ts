// After `vite build`, in `npm run build`: writes dist/client/auth.html, the app shell with /auth's
// landing page already drawn in it, which the server sends to a visitor asking for /auth (ADR 051).
// Without it nothing paints before the app's script has run; with it the first paint needs the
// HTML alone (styles and theme inlined), and
// the script takes the markup over (hydrates) when it arrives.
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { readManifest, staticClosure } from './vite-manifest.ts';

const clientDir = 'dist/client';
const ssrDir = 'dist/prerender';
const routeModule = 'app/routes/auth.tsx';

// client/prerender.tsx for Node, built with the app's own config into a throwaway folder. Every
// library is bundled, React with them, so that the file runs alone and holds one copy of React.
await build({
  // its warnings are the client build's own, printed there already
  logLevel: 'error',
  build: {
    ssr: 'prerender.tsx',
    outDir: `../${ssrDir}`,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    // one file: the lazy routes' imports inlined (the client's chunking option needs entries)
    rolldownOptions: { output: { codeSplitting: false } },
  },
  ssr: { noExternal: true },
});

// A first visit's browser, as far as the landing page's first render reads it (the markup must
// be what the client draws first): online, nothing stored, not the installed app.
const nothingStored = { getItem: () => null, setItem() {}, removeItem() {} };
Object.assign(globalThis, {
  window: globalThis,
  localStorage: nothingStored,
  sessionStorage: nothingStored,
  matchMedia: (query: string) => ({ matches: false, media: query }),
});
Object.defineProperty(navigator, 'onLine', { value: true });

const { renderLanding } = (await import(
  pathToFileURL(join(process.cwd(), ssrDir, 'prerender.js')).href
)) as { renderLanding: () => Promise<string> };
const markup = await renderLanding();

const manifest = readManifest(clientDir);
const shell = await readFile(join(clientDir, 'index.html'), 'utf8');
const page = landingPage(shell, markup);
await writeFile(join(clientDir, 'auth.html'), page);
await rm(ssrDir, { recursive: true, force: true });
console.log(`prerendered /auth: ${clientDir}/auth.html (${(page.length / 1024).toFixed(1)} KiB)`);
// The rendered app's timers (React Query's cache collection, 5 minutes) would keep Node waiting.
process.exit(0);

/**
 * index.html with the landing page in `#root`, and what the first paint waits for reduced to the
 * page itself (ADR 051; the shell already has the theme's script inline, ADR 047). Lighthouse's
 * simulated phone (Lantern) counts every request that ends before the paint as holding it, and on
 * a slow link they share its bandwidth:
 * - the stylesheet is inlined (the CSP allows inline styles);
 * - the scripts are requested after the first paint, all at once (start-after-paint.js): the
 *   entry, its imports and the /auth route's chunk, so that none waits for another.
 */
function landingPage(shell: string, markup: string): string {
  const scripts = staticClosure(manifest, ['index.html', routeModule]).map(
    (key) => `/${manifest[key]!.file}`,
  );
  // what index.html links, inlined in its place
  const stylesheet = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/;
  const css = stylesheet.exec(shell)?.[1];
  if (!css) throw new Error('index.html links no stylesheet');
  const styles = readFileSync(join(clientDir, css), 'utf8');

  const rest = shell
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replaceAll(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(stylesheet, '')
    // the session's early request (index.html): nothing before this page's first paint
    .replace(/\s*<!--[^>]*?-->\s*<link rel="preload" href="\/api\/session"[^>]*>/, '');
  if (
    rest.includes('/api/session') ||
    /type="module"|modulepreload|rel="stylesheet"/.test(rest) ||
    !rest.includes('<div id="root"></div>') ||
    !rest.includes('<html lang="en-NZ">')
  ) {
    throw new Error('index.html is not shaped as scripts/prerender.ts expects');
  }
  const [entry, ...imports] = scripts;
  return (
    rest
      // replacer functions: a `$` in the styles or the markup is not a replacement pattern
      .replace(
        '</head>',
        () =>
          `  <style>${styles}</style>\n` +
          `    <script src="/start-after-paint.js" data-entry="${entry}" data-preload="${imports.join(' ')}" defer></script>\n` +
          '  </head>',
      )
      .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
      // until the app takes the page over (client/main.tsx), buttons take no taps (styles.css)
      .replace('<html lang="en-NZ">', '<html lang="en-NZ" data-prerendered>')
  );
}
