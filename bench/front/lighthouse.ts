// Lighthouse mobile (its default: a mid-range phone, simulated slow 4G and 4x CPU slowdown) on
// the measured routes, three runs each, the median run by performance score reported; /auth as a
// visitor, the others signed in as the heavy user. Debian's chromium (CHROME_PATH,
// /usr/bin/chromium by default), headless, a fresh profile per run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const lighthouseRoutes = ['/auth', '/learn', '/question-bank', '/answer'];
/** The landing page is what a visitor sees: signed in, /auth only redirects to /learn. */
const visitorRoutes = new Set(['/auth']);

export interface LighthouseFigures {
  performance: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
}

/** What a run says of the machine: Lighthouse's CPU benchmark (higher is faster) and Chrome. */
interface RunEnvironment {
  benchmarkIndex: number;
  chrome: string;
}

async function runOnce(
  url: string,
  cookie: string,
): Promise<LighthouseFigures & { environment: RunEnvironment }> {
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
    for (let i = 0; i < runs; i++) all.push(await runOnce(base + route, as));
    all.sort((a, b) => a.performance - b.performance);
    const { environment: _, ...median } = all[Math.floor(all.length / 2)]!;
    result[route] = median;
    // The scores move with the machine's speed: the CPU benchmark beside them tells a slower
    // machine (or a busier one) from a slower page.
    const index = all.map((r) => r.environment.benchmarkIndex).join(' / ');
    log(
      `  ${route.padEnd(16)} ${all.map((r) => r.performance).join(' / ')}  ` +
        `(CPU benchmark index ${index}, Chrome ${all[0]!.environment.chrome})`,
    );
  }
  return result;
}
