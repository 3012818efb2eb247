// The bench's output (issue 11): bench/results/latest.json in the issue's shape (plus the run's
// conditions, the EXPLAIN findings and the Node figures), and a readable table that prints each
// figure beside its goal with PASS or FAIL.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { goalRatio, type Goal } from './api/scenarios.ts';
import type { ExplainFinding } from './explain.ts';
import { bundleGoalKib } from './front/bundle.ts';
import type { LighthouseFigures } from './front/lighthouse.ts';

export interface ScenarioFigures {
  rps: number;
  ratio: number;
  p50_ms: number;
  p99_ms: number;
  non2xx: number;
  /** CPU per request, in ms, of the server process and of PostgreSQL (bench/lib/cpu.ts) */
  server_cpu_ms: number;
  postgres_cpu_ms: number;
}

export interface Results {
  run: {
    mode: 'quick' | 'full';
    date: string;
    seconds_per_scenario: number;
    lighthouse_runs: number;
    connections: number;
    cores: number;
    load_average_at_start: number[];
    minutes: number;
  };
  api: {
    ceiling_rps: number;
    ceiling_session_rps: number;
    /** an empty write transaction's (begin, an id, commit): what no write can beat; no goal */
    ceiling_commit_rps: number;
    /** the K the api figures were measured at (the largest) */
    answers: number;
    scenarios: Record<string, ScenarioFigures>;
  };
  scale: {
    answers: number[];
    p50_ms: Record<string, number[]>;
    p99_ms: Record<string, number[]>;
    /** the ceiling's own p50 at each K: how much the machine's speed moved between the K */
    ceiling_p50_ms: number[];
  };
  explain: Record<string, ExplainFinding>;
  consistency: string;
  bundle: Record<string, number>;
  lighthouse: Record<string, LighthouseFigures>;
  node: { rss_mb: number; cold_start_ms: number };
}

export const goals = {
  flatP50: 1.3,
  flatP99: 1.5,
  lighthouse: 95,
  rssMb: 150,
  coldStartMs: 2000,
};

const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const pad = (s: string | number, n: number) => String(s).padStart(n);

export function table(r: Results, goalOf: Record<string, Goal | null>): string {
  const lines: string[] = [];
  const { run } = r;
  lines.push(
    `Hive bench (${run.mode}) ${run.date}: ${run.cores} cores, load average at start ${run.load_average_at_start.join(' ')}, ` +
      `${run.connections} connections, ${run.seconds_per_scenario} s per scenario, ${run.minutes} min`,
    '',
    `API at ${r.api.answers.toLocaleString('en')} answers: ceiling ${r.api.ceiling_rps} req/s ` +
      `(signed-in ceiling ${r.api.ceiling_session_rps} req/s; an empty committed transaction ` +
      `${r.api.ceiling_commit_rps} req/s, ${(r.api.ceiling_commit_rps / Math.max(r.api.ceiling_rps, 1)).toFixed(2)}x)`,
    `${'scenario'.padEnd(24)}${pad('req/s', 8)}${pad('ratio', 7)}${pad('goal', 7)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('non2xx', 8)}` +
      `${pad('srv cpu', 9)}${pad('pg cpu', 8)}`,
  );
  for (const [name, s] of Object.entries(r.api.scenarios)) {
    const goal = goalOf[name];
    const g = goal ? goalRatio[goal] : undefined;
    lines.push(
      `${name.padEnd(24)}${pad(s.rps, 8)}${pad(s.ratio.toFixed(2), 7)}${pad(g === undefined ? '' : `>=${g}`, 7)}` +
        `${pad(s.p50_ms, 8)}${pad(s.p99_ms, 8)}${pad(s.non2xx, 8)}` +
        `${pad(s.server_cpu_ms.toFixed(2), 9)}${pad(s.postgres_cpu_ms.toFixed(2), 8)}  ${g === undefined ? '' : mark(s.ratio >= g && s.non2xx === 0)}`,
    );
  }
  const ks = r.scale.answers;
  lines.push(
    '',
    `Scale: p50 / p99 ms at ${ks.map((k) => k.toExponential(0)).join(', ')} answers (flat: p50 <= ${goals.flatP50}x, p99 <= ${goals.flatP99}x of the first)`,
  );
  // Under 50 connections a fast read's p50 is mostly queueing, so it moves with the machine's
  // speed at each K, which the ceiling's own p50 shows. The last column divides a scenario's
  // growth by the ceiling's, to tell the two apart when they move together; a read of 2-4 ms
  // also jitters on its own. It is there to read the check by, not part of it.
  const ceiling = r.scale.ceiling_p50_ms;
  const ceilingGrowth = ceiling.at(-1)! / Math.max(ceiling[0]!, 1);
  lines.push(
    `${'(ceiling, select 1)'.padEnd(24)}${ks.map((_, i) => pad(`${ceiling[i]}`, 12)).join('')}` +
      `  x${ceilingGrowth.toFixed(2)} p50, the machine's drift`,
  );
  for (const name of Object.keys(r.scale.p50_ms)) {
    const p50 = r.scale.p50_ms[name]!;
    const p99 = r.scale.p99_ms[name]!;
    const f50 = p50.at(-1)! / Math.max(p50[0]!, 1);
    const f99 = p99.at(-1)! / Math.max(p99[0]!, 1);
    lines.push(
      `${name.padEnd(24)}${ks.map((_, i) => pad(`${p50[i]}/${p99[i]}`, 12)).join('')}` +
        `  x${f50.toFixed(2)}/x${f99.toFixed(2)}  ${mark(f50 <= goals.flatP50 && f99 <= goals.flatP99)}` +
        `  p50 x${(f50 / ceilingGrowth).toFixed(2)} of the ceiling's`,
    );
  }
  lines.push(
    '',
    `EXPLAIN at ${r.api.answers.toLocaleString('en')} answers: sequential scans of answers, statuses, sessions, profiles`,
  );
  for (const [name, f] of Object.entries(r.explain)) {
    lines.push(
      `${name.padEnd(24)}${f.seqScans.length ? `${f.seqScans.join(', ')}  FAIL  ${f.query ?? ''}` : 'none  PASS'}`,
    );
    for (const work of f.background ?? []) {
      lines.push(`${''.padEnd(24)}(background, not this request: ${work})`);
    }
  }
  lines.push('', `Consistency of the derived tables with the answer log: ${r.consistency}`);
  lines.push(...frontTable(r.bundle, r.lighthouse, run.lighthouse_runs));
  lines.push(
    '',
    `Node RSS after the run ${r.node.rss_mb} MB (<= ${goals.rssMb})  ${mark(r.node.rss_mb <= goals.rssMb)}`,
    `Cold start to ready ${r.node.cold_start_ms} ms (<= ${goals.coldStartMs})  ${mark(r.node.cold_start_ms <= goals.coldStartMs)}`,
  );
  return lines.join('\n');
}

/** The front-end part of the table: initial JS per route and Lighthouse (BENCH_ONLY=front prints only this). */
export function frontTable(
  bundle: Results['bundle'],
  lighthouse: Results['lighthouse'],
  lighthouseRuns: number,
): string[] {
  const lines = ['', 'Initial JS (gzip KiB)'];
  for (const [route, kib] of Object.entries(bundle)) {
    const goal = bundleGoalKib(route);
    lines.push(`${route.padEnd(24)}${pad(kib, 8)}  <= ${goal}  ${mark(kib <= goal)}`);
  }
  if (lighthouseRuns === 0) return lines;
  const runs = lighthouseRuns === 1 ? 'one run' : `median of ${lighthouseRuns}`;
  lines.push('', `Lighthouse mobile, ${runs} (goal >= ${goals.lighthouse})`);
  for (const [route, l] of Object.entries(lighthouse)) {
    lines.push(
      `${route.padEnd(24)}${pad(l.performance, 4)}  LCP ${l.lcp_ms} ms  TBT ${l.tbt_ms} ms  CLS ${l.cls}  ${mark(l.performance >= goals.lighthouse)}`,
    );
  }
  return lines;
}

export function writeResults(dir: string, r: Results, text: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(r, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.txt'), `${text}\n`);
}
