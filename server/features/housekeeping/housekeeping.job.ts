// Runs removeStaleRows every hour in each app process. Several processes may run it at once:
// each delete is idempotent, so the only cost is a repeated query.
import type { FastifyInstance } from 'fastify';
import { removeStaleRows } from './housekeeping.service.ts';

const everyMs = 60 * 60 * 1000;

export async function housekeepingJob(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      removeStaleRows(app.db).then(
        (removed) => app.log.info({ removed }, 'housekeeping'),
        (error: unknown) => app.log.error({ err: error }, 'housekeeping failed'),
      );
    }, everyMs);
    timer.unref(); // never keeps the process alive on its own
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
