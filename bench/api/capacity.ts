// The capacity goal (ADR 063): simulated trainees in an open model, at the largest K. Each trainee,
// every 3 minutes: opens /learn, starts a Quick 10 from its primary card, saves each answer as
// it is given and completes it, sees its results (the completion's response is the result; the
// page reads the question and due counts for its next step) and My Progress; one in eight also
// opens the
// question bank, one in eight a history page, one in eight does a due review, one in eight answers
// a shared question. The requests are the ones those pages send (client/features/*/api).
//
// Method: 3 minutes are too long to wait for, so each step measures a steady window. N trainees
// spread uniformly over the period start N/180 cycles a second: a step starts cycle j at
// j * 180/N s (trainee j, with a session of its own, of user bench-u-(1 + j mod 2000)), each action
// at a fixed offset within 6 s of the cycle's start. The time between a trainee's actions is
// compressed (it changes which requests meet, not how many arrive). The first 6 s ramp up and are
// not measured; the window after them sees every action at the rate N implies. Arrivals follow
// the clock (open model): a request goes out at its time whatever the earlier ones are doing,
// and its latency counts from that time, so a slow server and a late load generator both show in
// the p95. N steps up until a step fails.
import type pg from 'pg';
import { ids, shape } from '../dataset/sql.ts';
import { cookieOf } from '../lib/cookies.ts';
import { percentile } from './load.ts';

export const capacityGoal = { trainees: 10_000, aim: 20_000, p95Ms: 100 };
/** BENCH_CAPACITY_STEPS=2000,4000 to try others */
const capacitySteps = process.env.BENCH_CAPACITY_STEPS?.split(',').map(Number) ?? [
  1000, 2500, 5000, 10_000, 15_000, 20_000, 30_000, 40_000,
];
const cycleSeconds = 180;
const rampSeconds = 6;
const extraEvery = 8;
/** 26 requests every cycle; the extras one trainee in eight does add 2, 2, 13 (a due review of
 * 10) and 2 */
const requestsPerCycle = 26 + (2 + 2 + 13 + 2) / extraEvery;

interface CapacityStep {
  trainees: number;
  /** requests sent a second in the window */
  rps: number;
  requests: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  /** non-2xx answers, failed connections and timeouts (10 s) */
  errors: number;
  statuses: Record<string, number>;
  /** the three requests with the highest p95, ms */
  slowest: Record<string, number>;
}

export interface CapacityFigures {
  window_seconds: number;
  requests_per_cycle: number;
  steps: CapacityStep[];
  /** the largest N whose step held p95 and no error (0: none did) */
  held: number;
}

interface Sample {
  /** the request, ids left out */
  path: string;
  at: number;
  ms: number;
  status: number;
}

/** One trainee's requests, each recorded with its latency from the time it was due. */
function trainee(base: string, j: number, origin: number, samples: Sample[]) {
  const cookie = cookieOf(`bench-trainee-token-${j}`);
  async function send(
    path: string,
    body?: unknown,
    due = performance.now(),
    method = body === undefined ? 'GET' : 'POST',
  ): Promise<unknown> {
    let status = 0;
    let json: unknown;
    try {
      const response = await fetch(base + path, {
        method,
        headers:
          body === undefined
            ? { cookie }
            : { cookie, origin: base, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
      json = await response.json();
    } catch {
      // a failed connection or a timeout (10 s): status 0, or a body that is not JSON
    }
    const name = `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}`;
    samples.push({ path: name, at: due - origin, ms: performance.now() - due, status });
    return json;
  }
  const all = (paths: string[], due?: number) =>
    Promise.all(paths.map((p) => send(p, undefined, due)));
  /** starts a quiz, saves each answer as the runner does, and completes it (the quiz's minutes
   * compressed) */
  async function quiz(start: unknown, due: number) {
    const started = (await send('/api/quiz-sessions', start, due)) as
      { session?: { id: string; questions: { id: string }[] } } | undefined;
    if (!started?.session) return;
    const { id, questions } = started.session;
    for (const q of questions) {
      await send(
        `/api/quiz-sessions/${id}/answers/${q.id}`,
        { selectedAnswer: 'a' },
        undefined,
        'PUT',
      );
    }
    const answers = questions.map((q) => ({ questionId: q.id, selectedAnswer: 'a' }));
    await send(`/api/quiz-sessions/${id}/complete`, { answers });
    await send('/api/session'); // the client reads the session again after a saved completion
  }
  const extras = [
    // question bank
    (due: number) => all(['/api/stats/questions', '/api/stats/due'], due),
    // a history page, with the saved list its Save buttons read
    (due: number) => all(['/api/stats/history/answers?limit=20', '/api/saved'], due),
    // due review: started from /learn's card, each answer saved, then completed
    (due: number) => quiz({ type: 'due' }, due),
    // a shared question: read, then answered
    async (due: number) => {
      await send(`/api/shared/${ids.sharedQuestionCode}`, undefined, due);
      await send(`/api/shared/${ids.sharedQuestionCode}/check`, { answer: 'b' });
    },
  ];
  /** [offset in s within the cycle, action given the time it is due] */
  const actions: [number, (due: number) => Promise<unknown>][] = [
    // /learn: the session, then the primary card's reads (the quiz to continue, due and question
    // counts), the focus topics card and the bell
    [
      0,
      async (due) => {
        await send('/api/session', undefined, due);
        await all([
          '/api/quiz-sessions/current',
          '/api/stats/due',
          '/api/stats/questions',
          '/api/stats/weak-topics',
          '/api/notifications',
        ]);
      },
    ],
    // Quick 10 in one tap; the results page's next step reads the question and due counts
    [
      1,
      async (due) => {
        await quiz({ type: 'quick' }, due);
        await all(['/api/stats/questions', '/api/stats/due']);
      },
    ],
    [
      4,
      (due) =>
        all(
          [
            '/api/stats/summary',
            '/api/stats/weak-topics',
            '/api/stats/class-ranking',
            '/api/stats/regional',
            '/api/stats/recent-activity?limit=5',
          ],
          due,
        ),
    ],
  ];
  const extra = extras[j % extraEvery];
  if (extra) actions.push([5, extra]);
  return actions;
}

/** One step: N trainees for a ramp and a window of `seconds`. */
async function step(base: string, n: number, seconds: number): Promise<CapacityStep> {
  const spacing = (cycleSeconds * 1000) / n;
  const end = seconds * 1000;
  const origin = performance.now() + rampSeconds * 1000 + 500;
  const samples: Sample[] = [];
  const events: { at: number; run: (due: number) => Promise<unknown> }[] = [];
  for (let j = 0; -rampSeconds * 1000 + j * spacing < end; j++) {
    const start = -rampSeconds * 1000 + j * spacing;
    for (const [offset, run] of trainee(base, j, origin, samples)) {
      if (start + offset * 1000 < end) events.push({ at: start + offset * 1000, run });
    }
  }
  events.sort((a, b) => a.at - b.at);
  const running: Promise<unknown>[] = [];
  for (const { at, run } of events) {
    const wait = origin + at - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    running.push(run(origin + at));
  }
  await Promise.all(running);
  const measured = samples.filter((s) => s.at >= 0 && s.at < end);
  const times = measured.map((s) => s.ms);
  const statuses: Record<string, number> = {};
  const byPath: Record<string, number[]> = {};
  for (const s of measured) {
    statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    (byPath[s.path] ??= []).push(s.ms);
  }
  const slowest = Object.entries(byPath)
    .map(([path, ms]) => [path, percentile(ms, 0.95)] as const)
    .toSorted((a, b) => b[1] - a[1])
    .slice(0, 3);
  return {
    trainees: n,
    rps: Math.round(measured.length / seconds),
    requests: measured.length,
    p50_ms: percentile(times, 0.5),
    p95_ms: percentile(times, 0.95),
    p99_ms: percentile(times, 0.99),
    errors: measured.filter((s) => s.status < 200 || s.status > 299).length,
    statuses,
    slowest: Object.fromEntries(slowest),
  };
}

/** Steps N up (capacitySteps) until one misses p95 or has an error. */
export async function measureCapacity(
  base: string,
  admin: pg.ClientBase,
  seconds: number,
  settle: () => Promise<void>,
  log: (line: string) => void,
): Promise<CapacityFigures> {
  const largest = capacitySteps.at(-1)!;
  // a session row for every trainee the largest step starts (trainee j is user 1 + j mod users)
  await admin.query(
    `insert into session (id, token, user_id, expires_at, created_at, updated_at)
     select 'bench-t-' || j, 'bench-trainee-token-' || j, 'bench-u-' || (1 + j % ${shape.users}),
            now() + interval '30 days', now(), now()
     from generate_series(0, $1::int) j
     on conflict do nothing`,
    [Math.ceil(((rampSeconds + seconds) * largest) / cycleSeconds)],
  );
  const steps: CapacityStep[] = [];
  let held = 0;
  for (const n of capacitySteps) {
    await settle();
    const s = await step(base, n, seconds);
    steps.push(s);
    const ok = s.p95_ms <= capacityGoal.p95Ms && s.errors === 0;
    log(
      `  ${String(n).padStart(6)} trainees ${String(s.rps).padStart(6)} req/s  p50 ${s.p50_ms} ms  ` +
        `p95 ${s.p95_ms} ms  p99 ${s.p99_ms} ms  ${JSON.stringify(s.statuses)}  ${ok ? 'held' : 'not held'}` +
        `  slowest p95 ${JSON.stringify(s.slowest)}`,
    );
    if (!ok) break;
    held = n;
  }
  return { window_seconds: seconds, requests_per_cycle: requestsPerCycle, steps, held };
}
