// The real server (server/index.ts) as a child process on its own DATA_DIR and port, started the
// way `npm start` starts it: the drills kill, signal and restart it, so nothing goes through
// app.inject and every byte crosses a real socket.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { request } from './http.ts';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * A fresh DATA_DIR under /tmp. mkdtemp makes it 0700; the server chmods it to 0711 itself so that
 * PostgreSQL, which runs as the user `postgres` when we are root, can enter it (/tmp is 1777).
 */
export function makeDataDir(label: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `hive-${label}-`));
}

/** A port nobody listens on now; the drills keep it across restarts (it is in the origin). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  exited: Promise<ServerExit>;
  /** the last 64 KB of its stdout and stderr, for failure messages */
  output: () => string;
}

export interface ServerOptions {
  dataDir: string;
  port: number;
  /** 'info' logs every request ("incoming request"), which the SIGTERM drill counts */
  logLevel?: string;
  /** set after the cleaning below: DATABASE_URL and AUTH_SECRET for servers sharing a database */
  env?: Record<string, string>;
}

export function startServer({
  dataDir,
  port,
  logLevel = 'warn',
  env: extra = {},
}: ServerOptions): ServerProcess {
  // The vitest worker's environment minus what would change the server's behaviour: no external
  // database, no fixed secret, and not NODE_ENV=test (npm start does not set it).
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'AUTH_SECRET', 'SMTP_URL', 'PUBLIC_URL', 'NODE_ENV', 'TEST'])
    delete env[key];
  const child = spawn(process.execPath, ['server/index.ts'], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: logLevel,
      DEMO_CONTENT: 'true',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<ServerExit>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  if (child.pid === undefined) throw new Error('the server process did not start');
  return { child, pid: child.pid, exited, output: () => output };
}

/** Resolves once GET /api/health answers 200; rejects if the process exits or time runs out. */
export async function waitHealthy(server: ServerProcess, port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exit: ServerExit | undefined;
  void server.exited.then((e) => (exit = e));
  while (Date.now() < deadline) {
    if (exit) {
      throw new Error(
        `the server exited (${exit.code ?? exit.signal}) before it was healthy:\n${server.output()}`,
      );
    }
    try {
      const response = await request(port, 'GET', '/api/health');
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the server was not healthy within ${timeoutMs} ms:\n${server.output()}`);
}
