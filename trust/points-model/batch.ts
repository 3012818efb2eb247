// One batch of the points property test: its actions are prepared against the state at the
// batch's start, sent at once, and then each response is checked and fed to the model one after
// the other. Apart from World, so that the steps (which act on a World) and the World do not
// import each other.
import { expect } from 'vitest';
import type { Batch } from './actions.ts';
import { prepareStep } from './steps.ts';
import type { BatchChecks, World } from './world.ts';

export async function runBatch(world: World, batch: Batch): Promise<void> {
  // Prepared in order before anything is sent: every step sees the state at the batch's start.
  const steps = batch.flatMap((action) => prepareStep(world, action) ?? []);
  const applies = await Promise.all(steps.map((step) => step.run()));

  const credits = new Map<string, { model: number; reported: number }>();
  const eventually: (() => void)[] = [];
  const checks: BatchChecks = {
    credit(userId, model, reported) {
      const sum = credits.get(userId) ?? { model: 0, reported: 0 };
      credits.set(userId, { model: sum.model + model, reported: sum.reported + reported });
    },
    eventually: (check) => eventually.push(check),
  };
  // Completions before claims and replays of them, whatever order they were generated in.
  const order = steps.map((step, i) => ({ phase: step.phase, apply: applies[i]! }));
  order.sort((a, b) => a.phase - b.phase);
  for (const { apply } of order) apply(checks);
  for (const check of eventually) check();

  // Who earns a first-correct point depends on which of two concurrent requests ran first; the
  // total a user was told they earned in a batch does not, and must equal the model's.
  for (const [userId, sum] of credits) {
    expect(sum.reported, `nectar reported to ${userId} in a batch`).toBe(sum.model);
  }
}
