// The embedded PostgreSQL of a DATA_DIR seen from outside the server (server/db/embedded.ts keeps
// it in DATA_DIR/postgres): its postmaster.pid, its processes, the state in pg_control and a
// connection string, so the drills can check the database itself rather than trust the server.
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { rm } from 'node:fs/promises';

const clusterDir = (dataDir: string) => join(dataDir, 'postgres');

/** postmaster.pid's lines: pid, data directory, start time, port, ... (PostgreSQL's layout). */
function postmasterLines(dataDir: string): string[] | undefined {
  const file = join(clusterDir(dataDir), 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8').split('\n');
}

export function postmasterPid(dataDir: string): number | undefined {
  const pid = Number(postmasterLines(dataDir)?.[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Every live process of this cluster. PostgreSQL's postmaster changes into its data directory and
 * its children inherit that, so the working directory finds them all, even backends orphaned by
 * a killed postmaster (their command lines are retitled "postgres: ...").
 */
export function clusterProcesses(dataDir: string): number[] {
  const dir = clusterDir(dataDir);
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === dir) found.push(Number(entry));
    } catch {
      // gone meanwhile, or a kernel thread
    }
  }
  return found;
}

/**
 * The cluster state in global/pg_control (ControlFileData.state, a 4-byte enum at offset 16 after
 * system_identifier, pg_control_version and catalog_version_no). It is what PostgreSQL reads at
 * start to decide on crash recovery: 'shut down' after a clean stop, 'in production' after a kill.
 */
export function clusterState(dataDir: string): string {
  const states = [
    'starting up',
    'shut down',
    'shut down in recovery',
    'shutting down',
    'in crash recovery',
    'in archive recovery',
    'in production',
  ];
  const control = readFileSync(join(clusterDir(dataDir), 'global', 'pg_control'));
  const state = control.readInt32LE(16);
  return states[state] ?? `unknown (${state})`;
}

/** A connection string to the app's database on the running cluster (password from DATA_DIR). */
export function databaseUrl(dataDir: string): string {
  const port = Number(postmasterLines(dataDir)?.[3]);
  if (!Number.isInteger(port) || port <= 0) throw new Error('PostgreSQL is not running');
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${port}/hive`;
}

/** After a failed drill: no PostgreSQL of ours may outlive the test run. */
function killCluster(dataDir: string): void {
  for (const pid of clusterProcesses(dataDir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** After a drill: the server and every PostgreSQL process of its data dir killed, the dir gone. */
export async function discardServer(
  server: { child: { kill(signal: NodeJS.Signals): boolean } } | undefined,
  dataDir: string | undefined,
): Promise<void> {
  server?.child.kill('SIGKILL');
  if (!dataDir) return;
  killCluster(dataDir);
  await rm(dataDir, { recursive: true, force: true });
}
