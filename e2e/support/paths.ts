import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const e2ePort = Number(process.env.E2E_PORT ?? 4173);

/** Fixed per checkout, so the test workers find the server's outbox; wiped at each server start. */
export const e2eDataDir = join(
  tmpdir(),
  `hive-e2e-${createHash('sha1').update(process.cwd()).digest('hex').slice(0, 10)}`,
);
