// One server per data directory in the embedded mode: a second `npm start` on the same DATA_DIR
// would otherwise take over (and stop) the first one's PostgreSQL.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isLiveNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc: assume the pid is what the file says
  }
}

/** The pid of the live process (other than us) holding DATA_DIR/server.pid, if any. */
export function dataDirHolder(dataDir: string): number | undefined {
  const file = join(dataDir, 'server.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid !== process.pid && isLiveNode(pid) ? pid : undefined;
}

/** Takes DATA_DIR/server.pid, or explains which server holds it. Returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, 'server.pid');
  const pid = dataDirHolder(dataDir);
  if (pid !== undefined) {
    throw new Error(
      `Another Hive server (pid ${pid}) is running on ${dataDir}. Stop it first, or set DATA_DIR.`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
}
