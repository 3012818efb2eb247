// Where uploaded files live. Local disk under DATA_DIR/uploads, served at /uploads/; the same
// three calls could be backed by an S3-compatible store.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

export interface FileStorage {
  /** stores bytes under a key like avatars/abc.webp and returns its public URL path */
  put(key: string, bytes: Buffer): Promise<string>;
  /** removes the file behind a URL path that put() returned; ignores anything else */
  removeByUrl(url: string): Promise<void>;
}

const uploadsUrlPrefix = '/uploads/';

export function createLocalStorage(root: string): FileStorage {
  const pathFor = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root + '/'))) throw new Error(`unsafe storage key ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
      return uploadsUrlPrefix + key;
    },
    async removeByUrl(url) {
      if (!url.startsWith(uploadsUrlPrefix)) return;
      await rm(pathFor(url.slice(uploadsUrlPrefix.length)), { force: true });
    },
  };
}
