// BENCH_ONLY=front: the front-end figures alone (initial JS per route, Lighthouse), for iterating
// on the client without the minutes of data generation and load of the whole run. Lighthouse
// needs the heavy user signed in with real content, so the smallest data set (10^4 answers) is
// generated first. BENCH_LIGHTHOUSE_RUNS=0 gives the bundle figures alone (no server, no data).
import pg from 'pg';
import { generate } from '../dataset/generate.ts';
import { heavyCookie } from '../lib/cookies.ts';
import { startSystem } from '../lib/server.ts';
import { frontTable } from '../report.ts';
import { initialJsKib } from './bundle.ts';
import { lighthouseMedians, lighthouseRoutes, type LighthouseFigures } from './lighthouse.ts';

export interface FrontOnlyPlan {
  port: number;
  clientDir: string;
  lighthouseRuns: number;
  /** BENCH_LIGHTHOUSE_ROUTES=/auth,/learn: a subset of the measured routes */
  routes: string[];
  log: (line: string) => void;
}

export async function runFrontOnly(plan: FrontOnlyPlan): Promise<void> {
  const bundle = initialJsKib(plan.clientDir);
  let lighthouse: Record<string, LighthouseFigures> = {};
  if (plan.lighthouseRuns > 0) {
    const system = await startSystem(plan.port, () => {});
    const admin = new pg.Client({ connectionString: system.databaseUrl });
    try {
      await admin.connect();
      await generate(admin, system.databaseUrl, 1e4, new Date(), () => {});
      plan.log('== Lighthouse');
      lighthouse = await lighthouseMedians(
        system.base,
        heavyCookie(),
        plan.lighthouseRuns,
        plan.log,
        plan.routes,
      );
    } finally {
      await admin.end();
      await system.stop();
    }
  }
  plan.log(frontTable(bundle, lighthouse, plan.lighthouseRuns).join('\n'));
}

export const frontRoutes = (list: string | undefined) =>
  list ? list.split(',').filter((r) => lighthouseRoutes.includes(r)) : lighthouseRoutes;
