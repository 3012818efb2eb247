// CPU time from /proc: of the server process, and of PostgreSQL (the postmaster with every backend
// it forked, and those that exited). Per request, it is steadier than req/s on a shared host, where
// the ceiling itself moves by 2x between runs (docs/performance.md, "Reading the figures"). Linux
// counts in clock ticks of 10 ms (USER_HZ 100).
import { readdirSync, readFileSync } from 'node:fs';

const msPerTick = 10;

interface ProcessTimes {
  parent: number;
  /** its own user + system time */
  own: number;
  /** its reaped children's */
  children: number;
}

function times(pid: number): ProcessTimes | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined; // exited meanwhile
  }
  // after "pid (comm) ": state, ppid, ..., utime (14th field of the line), stime, cutime, cstime
  const fields = text
    .slice(text.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return {
    parent: fields[1]!,
    own: (fields[11]! + fields[12]!) * msPerTick,
    children: (fields[13]! + fields[14]!) * msPerTick,
  };
}

/** The process's own CPU time in ms (0 once it has exited). */
export function processCpuMs(pid: number): number {
  return times(pid)?.own ?? 0;
}

/** The CPU time in ms of `root`, of its running children and of those it has reaped. */
export function treeCpuMs(root: number): number {
  const rootTimes = times(root);
  if (!rootTimes) return 0;
  let total = rootTimes.own + rootTimes.children;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === root) continue;
    const child = times(pid);
    if (child?.parent === root) total += child.own;
  }
  return total;
}
