// The embedded PostgreSQL's buffer cache (shared_buffers). PostgreSQL's default, 128 MB, holds
// little of a bank with a million answers: at 10^6 the bench's completions took 15-20 % less of
// PostgreSQL's CPU with 1 GB (docs/performance.md, "The embedded PostgreSQL's buffer cache"),
// as fewer dirty pages are pushed out by the backends themselves. An eighth of the machine's
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
