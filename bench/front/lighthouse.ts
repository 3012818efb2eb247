// Lighthouse mobile (its default: a mid-range phone, simulated slow 4G and 4x CPU slowdown) on
// the measured routes, three runs each (one in the quick run), the median run by performance
// score reported; /auth as a visitor, the others signed in as the heavy user. Debian's chromium
// (CHROME_PATH, /usr/bin/chromium by default), headless, a fresh profile per run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { GoalRow } from './goal-table.ts';

export const lighthouseRoutes = ['/auth', '/learn', '/question-bank', '/answer'];
/** The landing page is what a visitor sees: signed in, /auth only redirects to /learn. */
const visitorRoutes = new Set(['/auth']);

export interface LighthouseFigures {
  performance: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  /** the median run's Lighthouse CPU benchmark (higher is faster) */
  benchmarkIndex: number;
}

/** What a run says of the machine: Lighthouse's CPU benchmark (higher is faster) and Chrome. */
interface RunEnvironment {
  benchmarkIndex: number;
  chrome: string;
}

async function runOnce(
  url: string,
  cookie: string,
): Promise<Omit<LighthouseFigures, 'benchmarkIndex'> & { environment: RunEnvironment }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // signed in as the heavy user, so /learn and /question-bank render their real content
      extraHeaders: cookie ? { Cookie: cookie } : {},
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // A run that fails scores 0 with no timings: say why, so a failed run is not read as a slow page.
    if (lhr.runtimeError) {
      console.log(`  lighthouse ${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp_ms: Math.round(audit('largest-contentful-paint')),
      tbt_ms: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      environment: {
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        chrome: /Chrome\/([\d.]+)/.exec(lhr.environment.hostUserAgent)?.[1] ?? 'unknown',
      },
    };
  } finally {
    chrome.kill();
  }
}

export async function lighthouseMedians(
  base: string,
  cookie: string,
  runs: number,
  log: (line: string) => void,
  routes: string[] = lighthouseRoutes,
): Promise<Record<string, LighthouseFigures>> {
  const result: Record<string, LighthouseFigures> = {};
  for (const route of routes) {
    const all: Awaited<ReturnType<typeof runOnce>>[] = [];
    const as = visitorRoutes.has(route) ? '' : cookie;
    for (let i = 0; i < runs; i++) {
      const run = await runOnce(base + route, as);
      all.push(run);
      // The scores move with the machine's speed: the CPU benchmark beside each run tells a
      // busy machine from a slow page.
      log(
        `  ${route.padEnd(16)} run ${i + 1}: ${run.performance}  LCP ${run.lcp_ms} ms  ` +
          `TBT ${run.tbt_ms} ms  CLS ${run.cls}  (benchmarkIndex ${run.environment.benchmarkIndex}, ` +
          `Chrome ${run.environment.chrome})`,
      );
    }
    all.sort((a, b) => a.performance - b.performance);
    const median = all[Math.floor(all.length / 2)]!;
    result[route] = { ...median, benchmarkIndex: median.environment.benchmarkIndex };
  }
  return result;
}

/** Goals (ADR 063), on the median run: performance >= 90, LCP <= 2.0 s, CLS <= 0.02. */
export const lighthouseGoals = (lighthouse: Record<string, LighthouseFigures>): GoalRow[] =>
  Object.entries(lighthouse).flatMap(([route, l]) => [
    {
      goal: `Lighthouse ${route} performance >= 90`,
      figure: `${l.performance} (TBT ${l.tbt_ms} ms, benchmarkIndex ${l.benchmarkIndex})`,
      met: l.performance >= 90,
    },
    { goal: `Lighthouse ${route} LCP <= 2000 ms`, figure: `${l.lcp_ms} ms`, met: l.lcp_ms <= 2000 },
    { goal: `Lighthouse ${route} CLS <= 0.02`, figure: String(l.cls), met: l.cls <= 0.02 },
  ]);
