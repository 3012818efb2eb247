// Resolves imports for eslint-plugin-boundaries the way Node does, including package.json
// "imports" (#server/*, #shared/*, #client/*), which eslint-import-resolver-node cannot read.
// Interface version 2 of eslint-module-utils (which loads it with require(), fine for ESM on
// Node 24): resolve(source, file) -> { found, path }.
import { builtinModules, createRequire } from 'node:module';

export const interfaceVersion = 2;

export function resolve(source, file) {
  if (source.startsWith('node:') || builtinModules.includes(source)) {
    return { found: true, path: null };
  }
  try {
    return { found: true, path: createRequire(file).resolve(source) };
  } catch {
    return { found: false };
  }
}
