// The Vite manifest of a build (dist/client/.vite/manifest.json) and the static import closure
// of its chunks: what a page downloads with a module. Shared by the prerender (auth.html's
// scripts) and the initial JS per route (scripts/initial-js.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (clientDir: string): Manifest =>
  JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** The chunk keys `keys` and their static imports bring, each once, in depth-first order (the
 * first key first). A key not in the manifest is an error: a moved module must fail the build. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in this build's Vite manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen];
}
