// The bench's output: bench/results/latest.json (every figure, the run's conditions) and a
// readable latest.txt that ends with every goal of ADR 063 as met or not met.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { capacityGoal, type CapacityFigures } from './api/capacity.ts';
import type { ExplainFinding } from './explain.ts';
import { goalLines, type GoalRow } from './front/goal-table.ts';
import type { InteractionFigures } from './front/interaction.ts';
import type { LighthouseFigures } from './front/lighthouse.ts';

export interface ScenarioFigures {
  rps: number;
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
    cores: number;
    load_average_at_start: number[];
    minutes: number;
  };
  /** the ceiling and the reads at the largest K under `connections` (their throughput) */
  throughput: {
    answers: number;
    connections: number;
    ceiling_rps: number;
    reads: Record<string, ScenarioFigures & { ratio: number }>;
  };
  /** every scenario at every K under `connections` (low: CPU per request, not queueing) */
  scale: {
    answers: number[];
    connections: number;
    scenarios: Record<string, ScenarioFigures[]>;
  };
  capacity: CapacityFigures | undefined;
  explain: Record<string, ExplainFinding>;
  consistency: string;
  bundle: Record<string, number>;
  lighthouse: Record<string, LighthouseFigures>;
  interaction: Record<string, InteractionFigures>;
  node: { rss_mb: number; cold_start_ms: number };
  goals: GoalRow[];
}

const goals = {
  readRatio: 0.25,
  flatCpu: 1.3,
  rssMb: 250,
  coldStartMs: 2000,
};

const pad = (s: string | number, n: number) => String(s).padStart(n);
const kilo = (n: number) => n.toLocaleString('en');
const connectionsText = (n: number) => `${n} connections`;
const cpu = (f: ScenarioFigures) => f.server_cpu_ms + f.postgres_cpu_ms;
/** CPU per request at the largest K over the first K's */
const growth = (byK: ScenarioFigures[]) => cpu(byK.at(-1)!) / Math.max(cpu(byK[0]!), 0.01);
const flatHolds = (byK: ScenarioFigures[]) =>
  byK.length > 1 && growth(byK) <= goals.flatCpu && byK.every((f) => f.non2xx === 0);

/** The server's goals (ADR 063), one row each, worst case first in the figure. */
export function serverGoals(r: Omit<Results, 'goals'>): GoalRow[] {
  const { throughput: t, scale, capacity, node } = r;
  const reads = Object.entries(t.reads);
  const worstRead = reads.toSorted(([, a], [, b]) => a.ratio - b.ratio)[0];
  const flat = Object.entries(scale.scenarios);
  const worstFlat = flat.toSorted(([, a], [, b]) => growth(b) - growth(a))[0];
  const scanned = Object.entries(r.explain).filter(([, f]) => f.seqScans.length > 0);
  const k = (n: number | undefined) => (n === undefined ? '?' : n.toExponential(0));
  const rows: GoalRow[] = [
    {
      goal: `reads >= ${goals.readRatio}x the ceiling at ${k(t.answers)}, 0 non-2xx`,
      figure: worstRead
        ? `lowest ${worstRead[1].ratio.toFixed(2)}x (${worstRead[0]}), ${reads.filter(([, f]) => f.non2xx > 0).length} with non-2xx`
        : 'not measured',
      met: reads.length > 0 && reads.every(([, f]) => f.ratio >= goals.readRatio && f.non2xx === 0),
    },
    {
      goal: `flat: CPU/request at ${k(scale.answers.at(-1))} <= ${goals.flatCpu}x ${k(scale.answers[0])}, ${connectionsText(scale.connections)}`,
      figure: worstFlat
        ? `highest x${growth(worstFlat[1]).toFixed(2)} (${worstFlat[0]}), ${flat.filter(([, byK]) => !flatHolds(byK)).length} of ${flat.length} over or with non-2xx`
        : 'not measured',
      met: flat.length > 0 && flat.every(([, byK]) => flatHolds(byK)),
    },
    {
      goal: 'EXPLAIN: no sequential scan of a guarded table',
      figure: scanned.length ? scanned.map(([name]) => name).join(', ') : 'clean',
      met: Object.keys(r.explain).length > 0 && scanned.length === 0,
    },
  ];
  if (capacity) {
    const failed = capacity.steps.find((s) => s.trainees > capacity.held);
    rows.push({
      goal: `capacity: trainees at p95 <= ${capacityGoal.p95Ms} ms, 0 errors >= ${kilo(capacityGoal.trainees)} (aim ${kilo(capacityGoal.aim)})`,
      figure:
        `${kilo(capacity.held)}` +
        (failed
          ? ` (${kilo(failed.trainees)}: p95 ${failed.p95_ms} ms, ${failed.errors} errors)`
          : ''),
      met: capacity.held >= capacityGoal.trainees,
    });
  }
  rows.push(
    {
      goal: `Node RSS after the run <= ${goals.rssMb} MB`,
      figure: `${node.rss_mb} MB`,
      met: node.rss_mb <= goals.rssMb,
    },
    {
      goal: `cold start <= ${goals.coldStartMs} ms`,
      figure: `${node.cold_start_ms} ms`,
      met: node.cold_start_ms <= goals.coldStartMs,
    },
  );
  return rows;
}

export function table(r: Results): string {
  const lines: string[] = [];
  const { run, throughput: t, scale } = r;
  lines.push(
    `Hive bench (${run.mode}) ${run.date}: ${run.cores} cores, load average at start ${run.load_average_at_start.join(' ')}, ` +
      `${run.seconds_per_scenario} s per scenario, ${run.minutes} min`,
    '',
    `Reads at ${kilo(t.answers)} answers, ${connectionsText(t.connections)}: ceiling (select 1) ${t.ceiling_rps} req/s`,
    `${'scenario'.padEnd(24)}${pad('req/s', 8)}${pad('ratio', 7)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('non2xx', 8)}`,
  );
  for (const [name, s] of Object.entries(t.reads)) {
    lines.push(
      `${name.padEnd(24)}${pad(s.rps, 8)}${pad(s.ratio.toFixed(2), 7)}${pad(s.p50_ms, 8)}${pad(s.p99_ms, 8)}${pad(s.non2xx, 8)}`,
    );
  }
  const ks = scale.answers;
  lines.push(
    '',
    `Flat: CPU per request, server + PostgreSQL ms, ${connectionsText(scale.connections)}, at ${ks.map((k) => k.toExponential(0)).join(', ')} answers`,
  );
  for (const [name, byK] of Object.entries(scale.scenarios)) {
    const errors = byK.reduce((n, f) => n + f.non2xx, 0);
    lines.push(
      `${name.padEnd(24)}${byK.map((f) => pad(`${f.server_cpu_ms.toFixed(2)}+${f.postgres_cpu_ms.toFixed(2)}`, 13)).join('')}` +
        `  x${growth(byK).toFixed(2)}${errors ? `  ${errors} non-2xx` : ''}`,
    );
  }
  if (r.capacity) {
    lines.push(
      '',
      `Capacity at ${kilo(t.answers)} answers: open model, ${r.capacity.requests_per_cycle} requests per trainee per 3 min, ${r.capacity.window_seconds} s windows`,
    );
    for (const s of r.capacity.steps) {
      lines.push(
        `${kilo(s.trainees).padStart(7)} trainees ${pad(s.rps, 6)} req/s  p50 ${s.p50_ms}  p95 ${s.p95_ms}  p99 ${s.p99_ms} ms  ${JSON.stringify(s.statuses)}`,
      );
    }
  }
  lines.push('', `EXPLAIN at ${kilo(t.answers)} answers`);
  for (const [name, f] of Object.entries(r.explain)) {
    if (f.seqScans.length)
      lines.push(`${name.padEnd(24)}${f.seqScans.join(', ')}  ${f.query ?? ''}`);
    for (const work of f.background ?? []) {
      lines.push(`${name.padEnd(24)}(background, not this request: ${work})`);
    }
  }
  lines.push('', `Consistency of the derived tables with the answer log: ${r.consistency}`);
  lines.push(...goalLines('Goals (ADR 063)', r.goals));
  return lines.join('\n');
}

export function writeResults(dir: string, r: Results, text: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(r, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.txt'), `${text}\n`);
}
