// The embedded PostgreSQL's buffer cache (shared_buffers). PostgreSQL's default, 128 MB, holds
// little of a bank with a million answers, so the backends push out dirty pages themselves
// (docs/performance.md, "The embedded PostgreSQL's buffer cache"). An eighth of the machine's
// memory, within 128 MB and 1 GB: the app and PostgreSQL share the machine, and PostgreSQL's
// guidance (a quarter of RAM) is for a machine of its own. An external PostgreSQL is its
// operator's to tune (docs/deploy.md).
import { totalmem } from 'node:os';

const mb = 1024 * 1024;
const least = 128;
const most = 1024;

export function sharedBuffersMb(machineBytes: number = totalmem()): number {
  return Math.min(most, Math.max(least, Math.floor(machineBytes / 8 / mb)));
}
