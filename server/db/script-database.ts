// The database the db:backup and db:restore scripts work on: DATABASE_URL's, or the embedded
// PostgreSQL in DATA_DIR, started here the way the server starts it. While a Hive server runs on
// DATA_DIR, a backup reads through that server's PostgreSQL (a snapshot needs no downtime) and a
// restore refuses: it would replace the database under a live server.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseDatabaseEnv } from '../env.ts';
import { dataDirHolder, lockDataDir } from '../lib/instance-lock.ts';
import { embeddedDatabase, runningServerUrl, startEmbeddedPostgres } from './embedded.ts';

export interface ScriptDatabase {
  url: string;
  /** where the data is, without the password */
  description: string;
  close: () => Promise<void>;
}

export async function openScriptDatabase(purpose: 'backup' | 'restore'): Promise<ScriptDatabase> {
  const env = parseDatabaseEnv();
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return {
      url: env.DATABASE_URL,
      description: `database ${url.pathname.slice(1)} on ${url.host} (DATABASE_URL)`,
      close: async () => {},
    };
  }

  const dataDir = resolve(env.DATA_DIR);
  const description = `the embedded PostgreSQL in ${dataDir}`;
  if (purpose === 'backup' && !existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${dataDir}: set DATA_DIR or DATABASE_URL`);
  }
  const holder = dataDirHolder(dataDir);
  if (holder !== undefined) {
    if (purpose === 'restore') {
      throw new Error(`A Hive server (pid ${holder}) is running on ${dataDir}: stop it first`);
    }
    const url = runningServerUrl(dataDir, embeddedDatabase);
    if (!url) throw new Error(`The Hive server (pid ${holder}) is still starting: try again`);
    return { url, description: `${description} (server pid ${holder})`, close: async () => {} };
  }

  // Held for the whole run, so a server cannot start on the data directory meanwhile.
  await mkdir(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const embedded = await startEmbeddedPostgres({
      dir: dataDir,
      database: embeddedDatabase,
      log: (message) => console.error(`postgres: ${message}`),
    });
    return {
      url: embedded.url,
      description,
      close: async () => {
        await embedded.stop();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
