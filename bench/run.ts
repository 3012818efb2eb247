// npm run bench (full) and npm run bench:quick: measures the goals of ADR 063; changes nothing.
// Steps: start PostgreSQL and the server (bench routes on); for each K, generate the data in SQL
// and check it, then load every scenario at low concurrency (CPU per request: flat); at the
// largest K, the reads against the ceiling at full load, the capacity of simulated trainees, the
// EXPLAIN check and the consistency check after the app's own writes; then Node's RSS, a cold
// start, the initial JS per route, Lighthouse and interaction latency. Writes
// bench/results/latest.json and latest.txt, which end with every goal met or not. See
// docs/performance.md.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { measureCapacity } from './api/capacity.ts';
import { load, connections } from './api/load.ts';
import { scenarios, type OpenSession, type ScenarioContext } from './api/scenarios.ts';
import { assertConsistent } from './dataset/check.ts';
import { generate, openSessions } from './dataset/generate.ts';
import { explainScenarios } from './explain.ts';
import { initialJsKib } from './front/bundle.ts';
import { frontGoals } from './front/goals.ts';
import { frontRoutes, measureFront, runFrontOnly } from './front/only.ts';
import { startSystem } from './lib/server.ts';
import { serverGoals, table, writeResults, type Results, type ScenarioFigures } from './report.ts';

const quick = process.argv.includes('--quick');
/** The goals compare the largest K with 10^4 only. Quick: under 6 minutes on a shared machine. */
const defaults = quick
  ? { answers: [1e4, 1e6], seconds: 2, capacitySeconds: 10, lighthouseRuns: 1 }
  : { answers: [1e4, 1e7], seconds: 5, capacitySeconds: 20, lighthouseRuns: 3 };
// Overrides for trying the harness itself (BENCH_ANSWERS=10000,20000 BENCH_SECONDS=1 ...).
const env = process.env;
const plan = {
  answers: env.BENCH_ANSWERS ? env.BENCH_ANSWERS.split(',').map(Number) : defaults.answers,
  seconds: Number(env.BENCH_SECONDS ?? defaults.seconds),
  // BENCH_CAPACITY=0 skips the capacity steps; BENCH_CAPACITY_SECONDS sets each step's window
  capacitySeconds: Number(env.BENCH_CAPACITY_SECONDS ?? defaults.capacitySeconds),
  capacity: env.BENCH_CAPACITY !== '0',
  lighthouseRuns: Number(env.BENCH_LIGHTHOUSE_RUNS ?? defaults.lighthouseRuns),
  /** samples of each interaction (bench/front/interaction.ts) */
  interactions: Number(env.BENCH_INTERACTIONS ?? 20),
  // BENCH_SCENARIOS=session,dashboard_summary measures only those (and the ceiling, which the
  // reads' ratio needs); BENCH_FRONT=0 skips the front end (initial JS, Lighthouse,
  // interactions): for before/after figures of a server change.
  scenarios: env.BENCH_SCENARIOS?.split(','),
  front: env.BENCH_FRONT !== '0',
};
const selected = scenarios.filter(
  (s) => s.name === 'ceiling' || !plan.scenarios || plan.scenarios.includes(s.name),
);
/** each start and write scenario's unmeasured load before its measured one, at 10^6 and above */
const warmUpSeconds = 3;
const port = Number(process.env.BENCH_PORT ?? 4380);
const clientDir = join(import.meta.dirname, '..', 'dist', 'client');
const resultsDir = join(import.meta.dirname, 'results');

const log = (line: string) => console.log(line);
const startedAt = performance.now();
/** Minutes since the start, on each part's heading: where a run's time went. */
const at = () => `(at ${((performance.now() - startedAt) / 60_000).toFixed(1)} min)`;
const loadAtStart = loadavg().map((l) => Math.round(l * 100) / 100);

// The build the server serves and the bundle figures read (with its Vite manifest).
if (
  !existsSync(join(clientDir, '.vite', 'manifest.json')) ||
  !existsSync(join(clientDir, 'index.html.br'))
) {
  log('building the client (npm run build) ...');
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

if (env.BENCH_ONLY === 'front') {
  await runFrontOnly({
    port,
    clientDir,
    lighthouseRuns: plan.lighthouseRuns,
    routes: frontRoutes(env.BENCH_LIGHTHOUSE_ROUTES),
    interactions: plan.interactions,
    log,
  });
  process.exit(0);
}

// PostgreSQL's log goes nowhere unless the EXPLAIN check is collecting it.
let pgLogBuffer: string[] | undefined;
const system = await startSystem(port, (text) => pgLogBuffer?.push(text));
const admin = new pg.Client({ connectionString: system.databaseUrl });
await admin.connect();

async function contextFor(): Promise<ScenarioContext> {
  const open = await admin.query<{ id: string; user_id: string; question_ids: string[] }>(
    `select id, user_id, question_ids from quiz_sessions
     where completed_at is null and quiz_type = 'quick' and user_id like 'bench-u-%'`,
  );
  const sessions: OpenSession[] = open.rows.map((r) => ({
    id: r.id,
    userIndex: Number(r.user_id.slice('bench-u-'.length)),
    questionIds: r.question_ids,
  }));
  if (sessions.length < openSessions) throw new Error('the open sessions were not generated');
  const topic = await admin.query<{ id: number }>(`select min(id)::int as id from topics`);
  return { base: system.base, openSessions: sessions, topicId: topic.rows[0]!.id };
}

/**
 * Waits until the server's database connections are idle: autocannon stops sending at the end of
 * a scenario, but the requests in flight (slow writes queue for seconds) would still run into the
 * next scenario's time.
 */
async function settle(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const { rows } = await admin.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()
         and backend_type = 'client backend' and state <> 'idle'`,
    );
    if (rows[0]!.n === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 200));
}

/**
 * The selected starts and writes for a few seconds each, not measured, before their measured pass
 * at 10^6 answers and above. On a freshly generated database the first writes are slow: after the
 * generator's checkpoint the first change to each page writes a full-page image into the WAL, and
 * the hot indexes' pages are read in for the first time (ADR 056). A running server has long paid
 * for that; "flat" asks how a path scales with the answer log.
 */
async function warmUpWrites(context: ScenarioContext): Promise<void> {
  for (const scenario of selected) {
    // Not the exam start: a start submits the user's running exam first (ADR 036), so the
    // warm-up's exams would make the measured starts submissions.
    if (scenario.read || scenario.name === 'ceiling' || scenario.name === 'exam_start') continue;
    await settle();
    const f = await load(
      system.base,
      scenario.requests(context),
      warmUpSeconds,
      connections.throughput,
    );
    log(`  warm-up ${scenario.name.padEnd(22)} ${String(f.rps).padStart(6)} req/s (not measured)`);
  }
}

/** The given scenarios in turn under `connectionCount`, each with its CPU per request. */
async function loadScenarios(
  context: ScenarioContext,
  list: typeof scenarios,
  connectionCount: number,
): Promise<Record<string, ScenarioFigures>> {
  const figures: Record<string, ScenarioFigures> = {};
  for (const scenario of list) {
    await settle();
    const cpuBefore = system.cpuMs();
    const f = await load(system.base, scenario.requests(context), plan.seconds, connectionCount);
    const cpuAfter = system.cpuMs();
    const perRequest = (ms: number) => Math.round((ms / Math.max(f.requests, 1)) * 100) / 100;
    const serverCpu = perRequest(cpuAfter.server - cpuBefore.server);
    const postgresCpu = perRequest(cpuAfter.postgres - cpuBefore.postgres);
    figures[scenario.name] = {
      rps: f.rps,
      p50_ms: f.p50_ms,
      p99_ms: f.p99_ms,
      non2xx: f.non2xx,
      server_cpu_ms: serverCpu,
      postgres_cpu_ms: postgresCpu,
    };
    log(
      `  ${scenario.name.padEnd(24)} ${String(f.rps).padStart(6)} req/s  ` +
        `p50 ${f.p50_ms} ms  p99 ${f.p99_ms} ms  cpu ${serverCpu} + ${postgresCpu} ms  ` +
        `${JSON.stringify(f.statuses)}${f.errors ? `  errors ${f.errors}` : ''}`,
    );
  }
  return figures;
}

const measured = selected.filter((s) => s.name !== 'ceiling');

try {
  const byK: Record<string, ScenarioFigures>[] = [];
  let reads: Record<string, ScenarioFigures> = {};
  let capacity: Results['capacity'];
  let explain: Results['explain'] = {};
  for (const [i, k] of plan.answers.entries()) {
    log(`\n== ${k.toLocaleString('en')} answers: generating ${at()}`);
    const started = performance.now();
    await generate(admin, system.databaseUrl, k, new Date(), log);
    log(`  generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    // The same SQL builds every K: quick checks it below 10^6 answers, full at every K but the
    // largest, whose check after the scenarios below covers it too (the app's writes only add to
    // the generated rows, so a wrong one stays wrong) and takes minutes at 10^7 answers.
    const last = i === plan.answers.length - 1;
    if (quick ? k < 1e6 : !last) {
      log(`  consistency of the generated data ${at()}`);
      await assertConsistent(admin, log);
    }

    const context = await contextFor();
    if (k >= 1e6) {
      log(`  warm-up of the starts and writes ${at()}`);
      await warmUpWrites(context);
    }
    log(`  scenarios, ${connections.low} connections (flat) ${at()}`);
    byK.push(await loadScenarios(context, measured, connections.low));
    if (last) {
      log(`  the ceiling and the reads, ${connections.throughput} connections ${at()}`);
      const list = selected.filter((s) => s.name === 'ceiling' || s.read);
      reads = await loadScenarios(context, list, connections.throughput);
      // the ceiling again after the reads, the higher kept: one short run on a shared host can
      // fall to a fraction of itself, and every ratio divides by it
      const again = await loadScenarios(context, list.slice(0, 1), connections.throughput);
      if (again.ceiling!.rps > reads.ceiling!.rps) reads.ceiling = again.ceiling!;
      if (plan.capacity) {
        log(`  capacity: simulated trainees, open model ${at()}`);
        capacity = await measureCapacity(system.base, admin, plan.capacitySeconds, settle, log);
      }
    }

    // The app's own writes under load (completions, shared checks) must keep the derived tables
    // equal to the answer log too: checked at the first K, and at every K in the full run.
    if (i === 0 || !quick) {
      log(`  consistency after the scenarios (the app wrote answers under load) ${at()}`);
      await assertConsistent(admin, log);
    }
    if (last) {
      log(`  EXPLAIN: each scenario once with auto_explain ${at()}`);
      explain = await explainScenarios(
        admin,
        system.base,
        measured.map((s) => ({ name: s.name, requests: s.requests(context) })),
        () => {
          pgLogBuffer = [];
          return () => {
            const text = (pgLogBuffer ?? []).join('\n');
            pgLogBuffer = undefined;
            return text;
          };
        },
      );
      for (const [name, f] of Object.entries(explain)) {
        log(
          `  ${name.padEnd(24)} ${f.seqScans.length ? `seq scan on ${f.seqScans.join(', ')}` : 'ok'}`,
        );
      }
    }
  }

  const rssMb = system.rssMb();
  log(`\n== cold start ${at()}`);
  const coldStartMs = await system.restart();
  log(`  ${coldStartMs} ms`);

  log(`\n== front end ${at()}`);
  const bundle = plan.front ? initialJsKib(clientDir) : {};
  log(`  initial JS ${JSON.stringify(bundle)}`);
  const { lighthouse, interaction } = plan.front
    ? await measureFront(system.base, { ...plan, routes: frontRoutes(undefined), log })
    : { lighthouse: {}, interaction: {} };

  const ceilingRps = reads.ceiling?.rps ?? 0;
  const ratio = (rps: number) => Math.round((rps / Math.max(ceilingRps, 1)) * 100) / 100;
  const measuredResults: Omit<Results, 'goals'> = {
    run: {
      mode: quick ? 'quick' : 'full',
      date: new Date().toISOString(),
      seconds_per_scenario: plan.seconds,
      lighthouse_runs: plan.lighthouseRuns,
      cores: cpus().length,
      load_average_at_start: loadAtStart,
      minutes: Math.round((performance.now() - startedAt) / 6000) / 10,
    },
    throughput: {
      answers: plan.answers.at(-1)!,
      connections: connections.throughput,
      ceiling_rps: ceilingRps,
      reads: Object.fromEntries(
        Object.entries(reads)
          .filter(([name]) => name !== 'ceiling')
          .map(([name, f]) => [name, { ...f, ratio: ratio(f.rps) }]),
      ),
    },
    scale: {
      answers: plan.answers,
      connections: connections.low,
      scenarios: Object.fromEntries(measured.map((s) => [s.name, byK.map((f) => f[s.name]!)])),
    },
    capacity,
    explain,
    consistency: quick
      ? "every derived table equals its recomputation, after generation below 10^6 answers and after the first K's scenarios"
      : 'every derived table equals its recomputation, after generation below the largest K and after the scenarios at every K',
    bundle,
    lighthouse,
    interaction,
    node: { rss_mb: rssMb, cold_start_ms: coldStartMs },
  };
  const results: Results = {
    ...measuredResults,
    goals: [...serverGoals(measuredResults), ...frontGoals(measuredResults)],
  };
  const text = table(results);
  writeResults(resultsDir, results, text);
  log(`\n${text}\n\nwritten to bench/results/latest.json and latest.txt`);
} finally {
  await admin.end();
  await system.stop();
}
