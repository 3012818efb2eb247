// Module resolution shortcuts for the production start (server/start.js; ADR 043, "Cold start").
// Plain JavaScript: loading a .ts file before the compile cache is on would load the type
// stripper, whose WebAssembly module alone stays resident (about 13 MB).
//
// Node 24 reads a package's whole "exports" map again (JSON.parse) each time it resolves an
// import into that package and each time it asks which module format a file inside it has.
// drizzle-orm's map is 130 KB: its ~400 relative imports and our ~60 files importing
// 'drizzle-orm' made about 1 s of a cold start (of ~2.5), and 150 MB of garbage that the bounded
// heap then had to collect. Both shortcuts below give the answer Node would give, without the
// re-reading.
import { registerHooks } from 'node:module';

// Packages with "type": "module", no nested package.json and a large "exports" map: a relative
// "./x.js" import inside them is that file, as an ES module. server/start-command.test.ts checks
// that each still fits this description.
export const esmOnlyPackages = ['drizzle-orm'];

const insidePackage = esmOnlyPackages.map((name) => `/node_modules/${name}/`);

export function registerResolveShortcuts() {
  /** bare specifiers ('drizzle-orm', 'zod') imported by our own files: one node_modules for all */
  const resolvedForApp = new Map();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL ?? '';
      if (
        (specifier.startsWith('./') || specifier.startsWith('../')) &&
        specifier.endsWith('.js') &&
        insidePackage.some((dir) => parent.includes(dir))
      ) {
        return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
      }
      if (
        /^(@[a-z0-9]|[a-z0-9])/.test(specifier) &&
        !specifier.includes(':') &&
        parent.startsWith('file:') &&
        !parent.includes('/node_modules/')
      ) {
        const key = `${specifier}\0${(context.conditions ?? []).join(',')}`;
        let resolved = resolvedForApp.get(key);
        if (!resolved) {
          resolved = nextResolve(specifier, context);
          resolvedForApp.set(key, resolved);
        }
        return { ...resolved, shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
