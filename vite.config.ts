import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/**
 * client/theme.js in the page's head, in place of index.html's `<script data-inline="theme.js">`:
 * it must run before the first paint, and as a file it held every page's paint for a round trip
 * (ADR 047, amended). Its full-line comments are left out. The CSP allows it by its hash
 * (server/lib/inline-scripts.ts), so an edit needs nothing else.
 */
function inlineThemeScript(): Plugin {
  const marker = '<script data-inline="theme.js"></script>';
  return {
    name: 'hive:inline-theme-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(marker)) throw new Error(`index.html has no ${marker}`);
        const source = readFileSync(new URL('client/theme.js', import.meta.url), 'utf8');
        const code = source.replaceAll(/^\s*(\/\/|\/\*).*\n/gm, '').trim();
        return html.replace(marker, `<script>${code}</script>`);
      },
    },
  };
}

export default defineConfig({
  root: 'client',
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: npm run bench reads each route's initial JS from it (ADR 073)
    manifest: true,
    // Shared modules under 4 KiB of source (icons, small helpers) are copied into the chunks that
    // import them instead of being files of their own: a lazy route is a couple of requests, not
    // tens of round trips on HTTP/1.1, for a few KiB more (ADR 044). Experimental in Rolldown:
    // re-check it when Vite is upgraded.
    rolldownOptions: {
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 4096 } },
      },
    },
  },
  plugins: [
    inlineThemeScript(),
    // JSX and, in `npm run dev`, React Fast Refresh: an edited component is swapped in place and
    // keeps its state (ADR 061).
    react(),
    tailwindcss(),
    // The service worker (docs/decisions/008-pwa.md). The manifest is client/public/
    // manifest.webmanifest, linked from index.html; client/lib/service-worker.ts registers it.
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        // the app shell: the page, every script and style (lazy routes too), icons, manifest
        globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
        inlineWorkboxRuntime: true,
        cleanupOutdatedCaches: true,
        // first install: take this page over at once, so it works offline without a reload
        clientsClaim: true,
        navigateFallback: '/index.html',
        // API responses (pictures included) are never cached by the worker nor answered with the
        // shell; neither are direct file URLs (robots.txt, sw.js ...). (The page keeps the
        // signed-in user's reads itself: client/lib/offline-reads.ts, ADR 048.)
        navigateFallbackDenylist: [/^\/api\//, /\/[^/?]+\.[^/?]+$/],
        // Those navigations go to the network; without one, the offline page answers instead of
        // the browser's error (the shell's navigations never get here: the fallback above).
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': api },
  },
});
