// The command production runs: package.json's "start", the Dockerfile's CMD and the bench's server
// (which reads the same script) must start Node alike, with the heap flags of ADR 043 ("Memory")
// that bound the server's resident memory, through server/start.js (ADR 043, "Cold
// start"), which these tests start for real since nothing else in the server suite does.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { startArguments } from '../scripts/start-command.ts';
import { databaseUrl } from './test/database-url.ts';

const root = join(import.meta.dirname, '..');

function dockerCmd(): string[] {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
  if (!cmd) throw new Error('no CMD in exec form in the Dockerfile');
  return JSON.parse(cmd[1]!) as string[];
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the start command', () => {
  it('is the same in package.json and the Dockerfile', () => {
    expect(dockerCmd()).toEqual(['node', ...startArguments()]);
  });

  it('bounds the V8 heap, and this Node accepts the flags', () => {
    const flags = startArguments().slice(0, -1);
    expect(flags.some((f) => f.startsWith('--max-old-space-size='))).toBe(true);
    expect(flags.some((f) => f.startsWith('--max-semi-space-size='))).toBe(true);
    // A misspelt flag stops Node before the script; a flag that took effect shows in the limit.
    const limitMb = Number(
      execFileSync(process.execPath, [
        ...flags,
        '-e',
        'process.stdout.write(String(require("node:v8").getHeapStatistics().heap_size_limit / 2 ** 20))',
      ]),
    );
    expect(limitMb).toBeLessThan(512);
  });

  it('starts the server, which answers from the database and stops on SIGTERM', async () => {
    const { adminUrl, template } = inject('testDatabase');
    const name = `hive_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const dataDir = await mkdtemp(join(tmpdir(), 'hive-start-'));
    const port = await freePort();
    const server = spawn(process.execPath, startArguments(), {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl(adminUrl, name),
        AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<number | null>((done) => server.once('exit', done));
    try {
      const base = `http://127.0.0.1:${port}`;
      let health = 0;
      for (let i = 0; i < 600 && health !== 200 && server.exitCode === null; i++) {
        health = await fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
        if (health !== 200) await new Promise((r) => setTimeout(r, 50));
      }
      expect(health, errors).toBe(200);
      // Drizzle's queries and the seeded topics: the production start loads the whole app.
      const topics = await fetch(`${base}/api/topics`);
      expect(topics.status).toBe(200);
      expect(((await topics.json()) as unknown[]).length).toBeGreaterThan(0);
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      server.kill('SIGKILL');
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
