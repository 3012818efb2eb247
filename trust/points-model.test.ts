// Property test of the nectar rules (docs/trust.md "Points model"): random batches of concurrent
// sign-ups, writes, deletes, quiz starts, completions, replays, claims, flags, shared checks and
// shared-quiz attempts against the real app; after each run every profile's points equal the sum
// of its ledger and an independent model of the rules (trust/points-model/model.ts).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpAndSignIn } from '#server/test/auth-helpers.ts';
import { relaxedRateLimits } from '#server/test/quiz-fixtures.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { runArbitrary } from './points-model/actions.ts';
import { runBatch } from './points-model/batch.ts';
import { World, type Account } from './points-model/world.ts';

// Fixed, so a failure is replayed by running the file again; the env overrides explore others.
const seed = Number(process.env.POINTS_MODEL_SEED ?? 20260517);
const numRuns = Number(process.env.POINTS_MODEL_RUNS ?? 40);
const poolSize = 10;
const batches = { min: 10, max: 30 };
const maxConcurrent = 4;

let base: TestApp;
let pool: Account[];
let topicIds: number[];

// Sign-up hashes a password (a second each on a busy machine): the pool signs up once, and every
// run starts from a copy of that database.
beforeAll(async () => {
  base = await createTestApp({ rateLimits: relaxedRateLimits });
  const accounts = await Promise.all(
    Array.from({ length: poolSize }, (_, i) =>
      signUpAndSignIn(base.app, { name: `Pool member ${i + 1}` }),
    ),
  );
  pool = accounts.map(({ userId, cookie }) => ({ userId, cookie }));
  const topics = await base.app.inject({ method: 'GET', url: '/api/topics' });
  topicIds = (topics.json() as { id: number }[]).map((t) => t.id);
  await base.disconnect();
});
afterAll(async () => {
  await base?.close();
});

it('keeps points == SUM(point_events) == the model through random interleavings', async () => {
  console.log(`points model: seed ${seed}, ${numRuns} runs, pool of ${poolSize}`);
  const totals = { runs: 0, batches: 0, actions: 0, requests: 0, users: 0 };
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(runArbitrary(batches, maxConcurrent), async (run) => {
      const t = await createTestApp({ rateLimits: relaxedRateLimits }, { from: base.database });
      try {
        const world = new World(t.app, t.db, pool, topicIds);
        for (const batch of run) await runBatch(world, batch);
        const { users } = await world.compare();
        totals.runs++;
        totals.batches += run.length;
        totals.actions += run.reduce((n, batch) => n + batch.length, 0);
        totals.requests += world.requests;
        totals.users += users;
      } finally {
        await t.close();
      }
    }),
    // Each run takes seconds: shrinking a failure is bounded, and reports its best case so far.
    { seed, numRuns, interruptAfterTimeLimit: 5 * 60_000, markInterruptAsFailure: true },
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `points model: ${totals.runs} runs, ${totals.batches} batches, ${totals.actions} actions, ` +
      `${totals.requests} requests, ${totals.users} profiles compared, 0 mismatches, ` +
      `${seconds.toFixed(1)} s`,
  );
  expect(totals.runs).toBe(numRuns);
});
