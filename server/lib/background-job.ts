// A background job on a timer, in every app process, run by one of them per interval: each turn
// is claimed with one statement on its app_state row (job:<name>), and only the process whose
// statement moved the row's time forward runs it. Two servers on one database therefore sweep
// once, not twice (ADR 045; docs/deploy.md). The jobs stay idempotent all the same: a turn that
// dies half-way is simply run again by whoever claims the next one.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

export interface BackgroundJob {
  /** the app_state key is job:<name>; the log says it too */
  name: string;
  everyMs: number;
  /** the work; what it resolves to is logged */
  run: (db: Database) => Promise<unknown>;
  /** a turn's result is logged at info when this says so, else at debug (a sweep that found
   * nothing every 30 s would fill the log) */
  worthLogging?: (result: unknown) => boolean;
}

/**
 * Claims this interval's turn of `name`: true for exactly one caller per interval, whatever the
 * number of processes asking. A concurrent second claim waits on the row lock, then sees the new
 * time and updates nothing. 90 % of the interval, so that the winner's next tick, a few
 * milliseconds early, still wins and the turn does not drift between processes.
 */
export async function claimJobTurn(db: Database, name: string, everyMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into app_state (key, value, updated_at) values (${`job:${name}`}, '{}'::jsonb, now())
    on conflict (key) do update set updated_at = now()
      where app_state.updated_at <= now() - make_interval(secs => ${(everyMs * 0.9) / 1000})
    returning key`);
  return result.rows.length === 1;
}

/** Runs the job once when the app is ready (work that piled up while no server ran) and then
 * every interval; the app's close waits for a turn in progress. */
export function scheduleJob(app: FastifyInstance, job: BackgroundJob) {
  let timer: NodeJS.Timeout | undefined;
  let turn: Promise<void> | undefined;
  const takeTurn = () => {
    if (turn) return; // the previous turn is still running here
    turn = claimJobTurn(app.db, job.name, job.everyMs)
      .then(async (claimed) => {
        if (!claimed) return app.log.debug({ job: job.name }, 'job turn taken elsewhere');
        const result = await job.run(app.db);
        const level = (job.worthLogging?.(result) ?? true) ? 'info' : 'debug';
        app.log[level]({ job: job.name, result }, 'job ran');
      })
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => (turn = undefined));
  };
  app.addHook('onReady', async () => {
    setImmediate(takeTurn);
    timer = setInterval(takeTurn, job.everyMs);
    timer.unref(); // never keeps the process alive on its own
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await turn;
  });
}
