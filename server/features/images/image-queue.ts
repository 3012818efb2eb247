// Decoding a picture is CPU- and memory-heavy and runs on libuv's thread pool, which password
// hashing and file reads share: a burst of uploads decoded together starved every other request
// (ADR 059). So one job runs at a time and the others wait in order, as long as the work waiting
// (measured in pixels, which is what a decoding costs) stays within a budget; past it an upload
// is refused at once with 503 and Retry-After rather than queued without end. Ten avatars at
// once all wait their (short) turn; sixteen 16-megapixel pictures do not. Per process: the CPU
// it protects is this process's.
import { serviceBusy } from '#server/lib/app-error.ts';

export interface ImageQueueLimits {
  /** jobs decoding at once */
  running: number;
  /** the summed cost (pixels) of the jobs waiting for a turn; a job that would pass it is refused */
  waitingCost: number;
  /** jobs waiting, whatever their cost: each holds its upload (up to 5 MB) in memory */
  waitingJobs: number;
  retryAfterSeconds: number;
  /** the 503's message */
  busy: string;
}

export function createImageQueue(limits: ImageQueueLimits) {
  let active = 0;
  let waitingCost = 0;
  const queue: { cost: number; turn: () => void }[] = [];
  const hasRoomFor = (cost: number) =>
    queue.length < limits.waitingJobs && waitingCost + cost <= limits.waitingCost;
  return {
    async run<T>(cost: number, job: () => Promise<T>): Promise<T> {
      if (active < limits.running) active++;
      else if (hasRoomFor(cost)) {
        waitingCost += cost;
        await new Promise<void>((turn) => queue.push({ cost, turn }));
      } else throw serviceBusy(limits.busy, limits.retryAfterSeconds);
      try {
        return await job();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = queue.shift();
        if (next) {
          waitingCost -= next.cost;
          next.turn();
        } else active--;
      }
    },
  };
}
