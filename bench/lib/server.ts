// The system under test: an embedded PostgreSQL in a throwaway directory, and the real server
// (`npm start`'s node command) on it through DATABASE_URL with the bench-only routes on. The bench
// starts PostgreSQL itself so that the generator and the EXPLAIN checks reach the same database,
// and so that the server's start is a cold start "with an existing cluster" (ADR 043).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { embeddedDatabase, startEmbeddedPostgres } from '#server/db/embedded.ts';
import { startArguments } from '../../scripts/start-command.ts';
import { processCpuMs, treeCpuMs } from './cpu.ts';

export const authSecret = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz';

export interface System {
  base: string;
  databaseUrl: string;
  /** the server process's resident set, in MB, now */
  rssMb: () => number;
  /** CPU time used so far, in ms: the server process's, and PostgreSQL's (all its processes) */
  cpuMs: () => { server: number; postgres: number };
  /** stops the server and starts it again on the same database: the cold start, in ms */
  restart: () => Promise<number>;
  stop: () => Promise<void>;
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('server did not become healthy in 15 s');
}

/** The server's own log (warnings and errors: a 500's cause), kept after the run. */
const serverLogPath = join(import.meta.dirname, '..', 'results', 'server.log');

function spawnServer(port: number, dir: string, databaseUrl: string): ChildProcess {
  const base = `http://127.0.0.1:${port}`;
  mkdirSync(dirname(serverLogPath), { recursive: true });
  const log = openSync(serverLogPath, 'a');
  // npm start's own arguments (its V8 heap flags): the RSS measured is production's.
  return spawn(process.execPath, startArguments(), {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: authSecret,
      HIVE_BENCH_ROUTES: '1',
      DEMO_CONTENT: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', log, 'inherit'],
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
}

/** `pgLog` receives everything PostgreSQL logs (the EXPLAIN check reads auto_explain's plans). */
export async function startSystem(port: number, pgLog: (text: string) => void): Promise<System> {
  const dir = mkdtempSync(join(tmpdir(), 'hive-bench-'));
  // PostgreSQL runs as the user postgres when we are root: it must be able to enter the directory.
  chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres({
    dir,
    database: embeddedDatabase,
    log: pgLog,
    logEverything: true,
  });
  const base = `http://127.0.0.1:${port}`;
  let server = spawnServer(port, dir, pg.url);
  try {
    // The first start migrates the new database: not a cold start, see restart(). It is also
    // the first start of this code on the machine whenever a file changed since the last run,
    // and such a start strips the changed .ts files itself: its process keeps Node's type
    // stripper and the stripped sources for life (about 20 MB idle, 8-20 MB after the load,
    // ADR 043 "Memory"), which no later start of the same code pays (server/start.js, Node's
    // compile cache). The server measured under load is therefore a second start, whether or not
    // the code changed since the machine's last run.
    await waitForHealth(base, server);
    await stopServer(server);
    server = spawnServer(port, dir, pg.url);
    await waitForHealth(base, server);
  } catch (error) {
    await stopServer(server);
    await pg.stop();
    throw error;
  }
  return {
    base,
    databaseUrl: pg.url,
    rssMb: () => {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    cpuMs: () => ({
      server: processCpuMs(server.pid!),
      // the postmaster's pid is the first line of its pid file
      postgres: treeCpuMs(
        Number(readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]),
      ),
    }),
    restart: async () => {
      await stopServer(server);
      const started = performance.now();
      server = spawnServer(port, dir, pg.url);
      await waitForHealth(base, server);
      return Math.round(performance.now() - started);
    },
    stop: async () => {
      await stopServer(server);
      await pg.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
