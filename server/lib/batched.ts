// Group commit for the hot one-row statements (issue 11, ADR 057): calls that arrive while a
// batch is on its way to PostgreSQL wait for the next one and go together, in one statement and
// one commit. On this machine a round trip to PostgreSQL costs more than the row it writes: most
// of a quick start's CPU was the system calls and wake-ups of its statements (docs/performance.md,
// "Group commit"). Alone, a call goes at once: batching adds no wait to a quiet server, and under
// load a batch holds what arrived during the one before it.

import type { Database } from '#server/db/client.ts';
import { perDatabase } from '#server/db/per-database.ts';

export interface BatchOptions {
  /** the most calls in one statement */
  maxBatch: number;
  /** batches on their way at once (each holds one pooled connection) */
  maxInFlight: number;
}

interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * `run` takes the batch's items and resolves to one result per item, in the same order, from
 * one statement: all of them happen or none does. When a batch fails, each of its items is run
 * again alone, so that one bad item (a row that breaks a constraint, say) fails only its own call.
 */
export function batched<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  { maxBatch, maxInFlight }: BatchOptions,
): (item: In) => Promise<Out> {
  const waiting: Waiting<In, Out>[] = [];
  let inFlight = 0;

  async function runAlone(call: Waiting<In, Out>): Promise<void> {
    try {
      const [out] = await run([call.item]);
      call.resolve(out as Out);
    } catch (error) {
      call.reject(error);
    }
  }

  async function runBatch(batch: Waiting<In, Out>[]): Promise<void> {
    if (batch.length === 1) return runAlone(batch[0]!);
    let outs: Out[];
    try {
      outs = await run(batch.map((call) => call.item));
    } catch {
      await Promise.all(batch.map(runAlone));
      return;
    }
    batch.forEach((call, i) => call.resolve(outs[i] as Out));
  }

  function dispatch(): void {
    while (inFlight < maxInFlight && waiting.length > 0) {
      inFlight += 1;
      void runBatch(waiting.splice(0, maxBatch)).finally(() => {
        inFlight -= 1;
        dispatch();
      });
    }
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      dispatch();
    });
}

/** `batched` for a statement on one app's database: one batcher per database. */
export function batchedPerDatabase<In, Out>(
  run: (db: Database, items: In[]) => Promise<Out[]>,
  options: BatchOptions,
): (db: Database, item: In) => Promise<Out> {
  const batcherOf = perDatabase((db) => batched((items: In[]) => run(db, items), options));
  return (db, item) => batcherOf(db)(item);
}

/**
 * `batchedPerDatabase` for a read by key (a share code): each distinct key of a batch is read
 * once, however many callers ask for it, and a key without a row resolves to null. `read` returns
 * the rows it found, each with its `key`, in any order.
 */
export function batchedByKey<Found>(
  read: (db: Database, keys: string[]) => Promise<(Found & { key: string })[]>,
  options: BatchOptions,
): (db: Database, key: string) => Promise<Found | null> {
  return batchedPerDatabase(async (db, keys: string[]) => {
    const rows = await read(db, [...new Set(keys)]);
    const byKey = new Map(rows.map(({ key, ...found }) => [key, found as Found]));
    return keys.map((key) => byKey.get(key) ?? null);
  }, options);
}
