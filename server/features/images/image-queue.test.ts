// The image queue on its own: how many jobs run, how much work waits, and what a full queue says.
import { describe, expect, it } from 'vitest';
import { AppError } from '#server/lib/app-error.ts';
import { createImageQueue } from './image-queue.ts';

/** A job that runs until `finish()` is called, recording that it started. */
function gate(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => (finish = () => resolve(name)));
  return {
    job: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));
const limits = { running: 1, waitingCost: 100, waitingJobs: 3, retryAfterSeconds: 4, busy: 'busy' };

describe('createImageQueue', () => {
  it('runs one job at a time, the waiting ones in order, and refuses what passes the budget', async () => {
    const queue = createImageQueue(limits);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => gate(started, name));
    // a runs (its cost is not waiting), b and c wait: 60 + 40 of the budget of 100.
    const runs = [queue.run(90, a!.job), queue.run(60, b!.job), queue.run(40, c!.job)];
    await tick();
    expect(started).toEqual(['a']);

    const refused = await queue.run(1, async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'UNAVAILABLE',
      statusCode: 503,
      message: 'busy',
      retryAfterSeconds: 4,
    });

    a!.finish();
    await tick();
    expect(started).toEqual(['a', 'b']);
    // b's cost left the budget when it started: 60 more fit beside c's 40.
    const d = gate(started, 'd');
    const late = queue.run(60, d.job);
    b!.finish();
    c!.finish();
    d.finish();
    expect(await Promise.all([...runs, late])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets many cheap jobs wait, up to the number of jobs', async () => {
    const queue = createImageQueue(limits);
    const started: string[] = [];
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const runs = gates.map((g) => queue.run(1, g.job));
    await expect(queue.run(1, async () => 'fifth')).rejects.toMatchObject({ statusCode: 503 });
    for (const g of gates) g.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the slot when a job fails', async () => {
    const queue = createImageQueue({ ...limits, waitingJobs: 0 });
    await expect(queue.run(1, () => Promise.reject(new Error('bad image')))).rejects.toThrow(
      'bad image',
    );
    expect(await queue.run(1, async () => 'next')).toBe('next');
  });
});
