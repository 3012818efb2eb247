// BENCH_ONLY=front: the front-end goals alone (initial JS per route, Lighthouse, interaction
// latency), for iterating on the client without the minutes of data generation and load of the
// whole run. Lighthouse and the interactions need the heavy user signed in with real content, so
// the smallest data set (10^4 answers) is generated first. BENCH_LIGHTHOUSE_RUNS=0 and
// BENCH_INTERACTIONS=0 leave out either; both give the bundle figures alone (no server, no data).
import pg from 'pg';
import { generate } from '../dataset/generate.ts';
import { heavyCookie } from '../lib/cookies.ts';
import { startSystem } from '../lib/server.ts';
import { initialJsKib } from './bundle.ts';
import { goalLines } from './goal-table.ts';
import { frontGoals, type FrontFigures } from './goals.ts';
import { interactionLatency } from './interaction.ts';
import { lighthouseMedians, lighthouseRoutes } from './lighthouse.ts';

export interface FrontOnlyPlan {
  port: number;
  clientDir: string;
  lighthouseRuns: number;
  /** BENCH_LIGHTHOUSE_ROUTES=/auth,/learn: a subset of the measured routes */
  routes: string[];
  /** samples of each interaction; 0 measures none */
  interactions: number;
  log: (line: string) => void;
}

/** Lighthouse, then the interactions, on a running server with the bench's data. */
export async function measureFront(
  base: string,
  plan: Omit<FrontOnlyPlan, 'port' | 'clientDir'>,
): Promise<Omit<FrontFigures, 'bundle'>> {
  let lighthouse = {};
  if (plan.lighthouseRuns > 0) {
    plan.log('== Lighthouse');
    lighthouse = await lighthouseMedians(
      base,
      heavyCookie(),
      plan.lighthouseRuns,
      plan.log,
      plan.routes,
    );
  }
  if (plan.interactions === 0) return { lighthouse, interaction: {} };
  plan.log('== Interaction latency');
  return {
    lighthouse,
    interaction: await interactionLatency(base, plan.interactions, plan.log),
  };
}

export async function runFrontOnly(plan: FrontOnlyPlan): Promise<void> {
  const figures: FrontFigures = {
    bundle: initialJsKib(plan.clientDir),
    lighthouse: {},
    interaction: {},
  };
  if (plan.lighthouseRuns > 0 || plan.interactions > 0) {
    const system = await startSystem(plan.port, () => {});
    const admin = new pg.Client({ connectionString: system.databaseUrl });
    try {
      await admin.connect();
      await generate(admin, system.databaseUrl, 1e4, new Date(), () => {});
      Object.assign(figures, await measureFront(system.base, plan));
    } finally {
      await admin.end();
      await system.stop();
    }
  }
  plan.log(goalLines('Front-end goals', frontGoals(figures)).join('\n'));
}

export const frontRoutes = (list: string | undefined) =>
  list ? list.split(',').filter((r) => lighthouseRoutes.includes(r)) : lighthouseRoutes;
