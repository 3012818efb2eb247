// Interaction latency (ADR 063): what a trainee feels when they tap. Debian's chromium through
// playwright-core, a phone's viewport, the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate, as
// Lighthouse's mobile run), signed in as bench users. Each tap is a real click; the page's
// Event Timing API (PerformanceObserver type "event", durationThreshold 16) gives every event of
// it, grouped by interactionId, and an interaction's latency is its longest event's duration:
// from the input to the next paint after its handlers (how INP counts). An interaction with no
// entry was faster than the 16 ms threshold and counts as 16. Each goal is the p75 of its samples.
// Choosing and Next render their result in the click's own update, so that paint is what the
// trainee waits for.
//
// See Results and Learn start a navigation whose screen is painted after the click's own next
// paint (the click paints "Saving..." or nothing, then the request, the lazy route and React's
// render follow), so their Event Timing duration would leave out most of what the trainee waits
// for. Their figure is from the click's input to the paint that shows the new screen's heading,
// minus the network (the time any request or chunk was in flight in that window, from Resource
// Timing): the CPU's share of the wait, which is what the client can change. Their Event Timing
// duration is printed beside it.
import { chromium, type Browser, type Page } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { heavyCookie, sessionCookie } from '../lib/cookies.ts';
import type { GoalRow } from './goal-table.ts';

/** the CPU slowdown of Lighthouse's mobile run */
const cpuSlowdown = 4;

export interface InteractionFigures {
  /** the goal's figure: p75 of the samples, in ms */
  p75_ms: number;
  samples: number;
  goal_ms: number;
  /** Event Timing of the interaction at p75: input delay, processing, presentation delay */
  breakdown: string;
  /** Lighthouse's CPU benchmark in the same browser before the run (higher is faster) */
  benchmarkIndex: number;
}

interface EventSample {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

interface Measured {
  /** Event Timing: the longest event of the click's interaction (16 below the threshold) */
  event: EventSample;
  /** navigations only: input to the new screen's paint, less the network's time */
  screen?: { total: number; network: number };
}

// The page's side. The bench's tsconfig has no DOM library: the few browser globals these
// functions use are declared here, for this file only.
interface EventEntry {
  id: number;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}
interface PageState {
  hiveEvents: EventEntry[];
  hiveDown: number;
  hiveScreen: Promise<number>;
}
declare const document: {
  body: unknown;
  querySelectorAll: (selector: string) => Iterable<{ textContent: string | null }>;
};
declare const requestAnimationFrame: (callback: () => void) => number;
declare const addEventListener: (
  type: string,
  listener: (e: { timeStamp: number }) => void,
  capture: boolean,
) => void;
declare const MutationObserver: new (callback: () => void) => {
  observe: (target: unknown, options: object) => void;
  disconnect: () => void;
};

// In the page before any script: every event entry with an interaction, and the time of the last
// pointerdown (the input a navigation is measured from).
const observe = () => {
  const w = globalThis as unknown as PageState;
  w.hiveEvents = [];
  // the network's share of a navigation is read from Resource Timing: keep every entry
  performance.setResourceTimingBufferSize(100_000);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as unknown as (EventEntry & {
      interactionId: number;
      startTime: number;
    })[]) {
      if (!e.interactionId) continue;
      w.hiveEvents.push({
        id: e.interactionId,
        start: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as never);
  addEventListener('pointerdown', (e) => (w.hiveDown = e.timeStamp), true);
};

/** Resolves, in the page, at the paint after a heading matching `name` is in the document. */
const watchHeading = (page: Page, name: RegExp) =>
  page.evaluate(
    ({ source, flags }) => {
      const pattern = new RegExp(source, flags);
      const w = globalThis as unknown as PageState;
      w.hiveScreen = new Promise((resolve) => {
        const shown = () =>
          [...document.querySelectorAll('h1, [role=heading]')].some((h) =>
            pattern.test(h.textContent ?? ''),
          );
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          // after the commit that adds it: the next frame, then a task, which runs after its paint
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    },
    { source: name.source, flags: name.flags },
  );

async function measure(
  page: Page,
  click: () => Promise<void>,
  shown: () => Promise<void>,
  screen?: RegExp,
): Promise<Measured> {
  const since = await page.evaluate(() => performance.now());
  if (screen) await watchHeading(page, screen);
  await click();
  await shown();
  const navigation = screen
    ? await page.evaluate(async () => {
        const w = globalThis as unknown as PageState;
        const end = await w.hiveScreen;
        const start = w.hiveDown;
        // the union of the requests' time in flight within [start, end]
        const resources = performance.getEntriesByType('resource') as unknown as {
          startTime: number;
          responseEnd: number;
        }[];
        const spans = resources
          .map((r) => [Math.max(r.startTime, start), Math.min(r.responseEnd, end)] as const)
          .filter(([a, b]) => b > a)
          .sort((x, y) => x[0] - y[0]);
        let network = 0;
        let reached = start;
        for (const [a, b] of spans) {
          if (b <= reached) continue;
          network += b - Math.max(a, reached);
          reached = b;
        }
        return { total: end - start, network };
      })
    : undefined;
  // An entry is reported after the paint that ends it: a frame and a task later, it is in.
  const entries = await page.evaluate(async (since) => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    return (globalThis as unknown as PageState).hiveEvents.filter((e) => e.start >= since);
  }, since);
  // by interaction, each one's longest event; the click is the one interaction since `since`
  const byInteraction = new Map<number, EventEntry>();
  for (const e of entries) {
    if ((byInteraction.get(e.id)?.duration ?? -1) < e.duration) byInteraction.set(e.id, e);
  }
  const longest = [...byInteraction.values()].sort((a, b) => b.duration - a.duration)[0];
  const event = longest
    ? {
        duration: longest.duration,
        inputDelay: longest.processingStart - longest.start,
        processing: longest.processingEnd - longest.processingStart,
        presentation: longest.start + longest.duration - longest.processingEnd,
      }
    : { duration: 16, inputDelay: 0, processing: 0, presentation: 0 };
  return navigation ? { event, screen: navigation } : { event };
}

const p75Index = (n: number) => Math.min(n - 1, Math.ceil(n * 0.75) - 1);
const round = (n: number) => Math.round(n);

function summarize(
  goal: number,
  samples: Measured[],
  navigation: boolean,
  benchmarkIndex: number,
): InteractionFigures {
  const figure = (m: Measured) =>
    navigation ? m.screen!.total - m.screen!.network : m.event.duration;
  const sorted = [...samples].sort((a, b) => figure(a) - figure(b));
  const at = sorted[p75Index(sorted.length)]!;
  const e = at.event;
  const breakdown =
    `event ${round(e.duration)} ms = input delay ${round(e.inputDelay)} + processing ` +
    `${round(e.processing)} + presentation ${round(e.presentation)}` +
    (at.screen
      ? `; input to screen ${round(at.screen.total)} ms, of it network ${round(at.screen.network)}`
      : '');
  return {
    p75_ms: round(figure(at)),
    samples: samples.length,
    goal_ms: goal,
    breakdown,
    benchmarkIndex,
  };
}

const interactionGoalMs = {
  'choose an answer': 100,
  Next: 100,
  'See Results': 200,
  'open /learn from the header': 200,
};

/** A phone's page (Lighthouse's mobile screen, a Moto G Power) signed in with `cookie`, 4x CPU. */
async function phonePage(browser: Browser, base: string, cookie: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const [name, ...value] = cookie.split('=');
  await context.addCookies([{ name: name!, value: value.join('='), url: base }]);
  await context.addInitScript(observe);
  const page = await context.newPage();
  // Lighthouse's CPU benchmark, unthrottled as Lighthouse runs it: a busy machine shows here
  const benchmarkIndex = Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { page, benchmarkIndex };
}

/** Quick 10s from /answer until `count` See Results; the answers and Nexts of the first ones. */
async function quizzes(page: Page, base: string, count: number, log: (line: string) => void) {
  const choose: Measured[] = [];
  const next: Measured[] = [];
  const results: Measured[] = [];
  const answers = page.getByRole('group', { name: 'Answers' }).getByRole('button');
  while (results.length < count) {
    await page.goto(`${base}/answer`);
    for (let n = 1; n <= 10; n++) {
      await page.getByRole('heading', { name: `Question ${n} of 10` }).waitFor();
      const option = answers.nth(n % 4);
      const chosen = await measure(
        page,
        () => option.click(),
        () => option.and(page.getByRole('button', { pressed: true })).waitFor(),
      );
      if (choose.length < count) choose.push(chosen);
      if (n < 10) {
        const button = page.getByRole('button', { name: 'Next Question' });
        const nextHeading = page.getByRole('heading', { name: `Question ${n + 1} of 10` });
        const moved = await measure(
          page,
          () => button.click(),
          () => nextHeading.waitFor(),
        );
        if (next.length < count) next.push(moved);
      } else {
        const button = page.getByRole('button', { name: 'See Results' });
        // the reward pop-up, when nectar was earned, hides the heading from the a11y tree
        const done = page
          .getByRole('heading', { name: 'Quiz Complete!' })
          .or(page.getByRole('dialog', { name: 'Sweet Success!' }))
          .first();
        results.push(
          await measure(
            page,
            () => button.click(),
            () => done.waitFor(),
            /^Quiz Complete!$/,
          ),
        );
      }
    }
    log(`  quiz ${results.length} of ${count} done`);
  }
  return { choose, next, results };
}

/** Learn from the header, `count` times, back and forth with Saved. */
async function openLearn(page: Page, base: string, count: number): Promise<Measured[]> {
  const learn: Measured[] = [];
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.goto(`${base}/saved`);
  for (let i = 0; i < count; i++) {
    await page.getByRole('heading', { name: 'Saved Questions' }).waitFor();
    const kiaOra = page.getByRole('heading', { name: /^Kia ora/ });
    learn.push(
      await measure(
        page,
        () => nav.getByRole('link', { name: 'Learn', exact: true }).click(),
        () => kiaOra.waitFor(),
        /^Kia ora/,
      ),
    );
    await nav.getByRole('link', { name: 'Saved', exact: true }).click();
  }
  return learn;
}

/**
 * `count` samples of each interaction. The quizzes are a bench trainee's (user 1: the heavy user
 * has answered the whole bank, so a Quick 10 finds nothing new); Learn is the heavy user's, the
 * largest Learn page.
 */
export async function interactionLatency(
  base: string,
  count: number,
  log: (line: string) => void,
): Promise<Record<string, InteractionFigures>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const trainee = await phonePage(browser, base, sessionCookie(1));
    log(`  quizzes: benchmarkIndex ${trainee.benchmarkIndex}`);
    const quiz = await quizzes(trainee.page, base, count, log);
    const heavy = await phonePage(browser, base, heavyCookie());
    log(`  Learn: benchmarkIndex ${heavy.benchmarkIndex}`);
    const learn = await openLearn(heavy.page, base, count);
    const g = interactionGoalMs;
    const at = trainee.benchmarkIndex;
    return {
      'choose an answer': summarize(g['choose an answer'], quiz.choose, false, at),
      Next: summarize(g.Next, quiz.next, false, at),
      'See Results': summarize(g['See Results'], quiz.results, true, at),
      'open /learn from the header': summarize(
        g['open /learn from the header'],
        learn,
        true,
        heavy.benchmarkIndex,
      ),
    };
  } finally {
    await browser.close();
  }
}

export const interactionGoals = (figures: Record<string, InteractionFigures>): GoalRow[] =>
  Object.entries(figures).map(([name, f]) => ({
    goal: `${name}, p75 at 4x CPU <= ${f.goal_ms} ms`,
    figure: `${f.p75_ms} ms of ${f.samples} (${f.breakdown}; benchmarkIndex ${f.benchmarkIndex})`,
    met: f.p75_ms <= f.goal_ms,
  }));
