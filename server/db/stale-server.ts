// A PostgreSQL left behind by an earlier run of the embedded database: a server killed with
// SIGKILL leaves its PostgreSQL running (stop it), and a PostgreSQL killed with it may linger as a
// zombie whose postmaster.pid PostgreSQL itself would take for a live server (remove the lock).
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A process that has exited but not yet been reaped (state Z in /proc/<pid>/stat). A PostgreSQL
 * killed with its server is re-parented, and until it is reaped it still answers kill(pid, 0):
 * PostgreSQL then takes its postmaster.pid for a live server and refuses to start.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false; // gone, or no /proc (not Linux)
  }
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL child running with postmaster.pid in place.
 * Stop that old server (SIGINT is PostgreSQL's fast shutdown) before starting a new one.
 */
export async function stopStaleServer(
  clusterDir: string,
  log: (message: string) => void,
): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL clears a dead lock itself
  if (isZombie(pid)) {
    log(`removing the lock of PostgreSQL ${pid}, which has exited but is not yet reaped`);
    unlinkSync(pidFile);
    return;
  }
  let command: string;
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    command = 'postgres'; // no /proc (not Linux): trust the pid file
  }
  if (!command.includes('postgres')) return; // the pid was reused by an unrelated process
  log(`stopping PostgreSQL ${pid} left running by an earlier server`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  // Until it is reaped, not merely exited: the next PostgreSQL checks the same pid.
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      throw new Error(
        `PostgreSQL ${pid} from an earlier run did not stop; stop it and start again`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
