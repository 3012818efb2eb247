// `npm start`'s entry: turns on Node's compile cache, then starts the server (index.ts). Plain
// JavaScript so that nothing needs the type stripper before the cache is on: with a warm cache
// (every start after the first on a machine) no .ts file is stripped again and the stripper is
// never loaded.
// The cache lives in NODE_COMPILE_CACHE or os.tmpdir()/node-compile-cache, is keyed by each
// file's content and Node's version, and a start that cannot write it runs without it.
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./index.ts');
