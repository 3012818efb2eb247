// Writes .br and .gz beside every compressible file of the build; @fastify/static serves them
// (preCompressed) so the server never compresses per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/client';
const compressible = /\.(js|css|html|svg|json|webmanifest|txt|map)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(root)) {
  const bytes = await readFile(path);
  if (bytes.length < 512) continue;
  await writeFile(
    `${path}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} files in ${root}`);
