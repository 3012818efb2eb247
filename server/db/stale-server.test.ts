// The lock an earlier PostgreSQL left behind, with real processes: a zombie's lock is removed (the
// crash drill's "lock file already exists" after a SIGKILL of server and PostgreSQL), while a
// live process that is not PostgreSQL keeps the lock untouched.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stopStaleServer } from './stale-server.ts';

let dir: string;
const logged: string[] = [];
const log = (message: string) => logged.push(message);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hive-stale-'));
  logged.length = 0;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const writeLock = (pid: number) => writeFile(join(dir, 'postmaster.pid'), `${pid}\n${dir}\n`);

/** The children of `parent` as /proc lists them. */
async function childrenOf(parent: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${parent}/task`);
  const lists = await Promise.all(
    tasks.map((task) => readFile(`/proc/${parent}/task/${task}/children`, 'utf8')),
  );
  return lists.flatMap((list) => list.trim().split(/\s+/).filter(Boolean).map(Number));
}

/** A real zombie: `sh` starts `true` in the background, then becomes `sleep`, which never reaps it. */
async function zombie(): Promise<{ pid: number; stop: () => void }> {
  const parent = spawn('sh', ['-c', 'true & exec sleep 30'], { stdio: 'ignore' });
  const stop = () => parent.kill('SIGKILL');
  for (let i = 0; i < 100; i++) {
    for (const pid of await childrenOf(parent.pid!)) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return { pid, stop };
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  stop();
  throw new Error('no zombie appeared');
}

describe.runIf(process.platform === 'linux')('stopStaleServer', () => {
  it('removes the lock of a PostgreSQL that has exited but is not yet reaped', async () => {
    const { pid, stop } = await zombie();
    try {
      await writeLock(pid);
      await stopStaleServer(dir, log);
      expect(existsSync(join(dir, 'postmaster.pid'))).toBe(false);
      expect(logged.join('\n')).toContain(`PostgreSQL ${pid}`);
    } finally {
      stop();
    }
  });

  it('leaves the lock alone when its pid now belongs to a live process that is not PostgreSQL', async () => {
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await writeLock(other.pid!);
      await stopStaleServer(dir, log);
      expect(existsSync(join(dir, 'postmaster.pid'))).toBe(true);
      expect(logged).toEqual([]);
    } finally {
      other.kill('SIGKILL');
    }
  });
});
