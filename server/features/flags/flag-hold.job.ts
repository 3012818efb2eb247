// Lapses week-old flags every hour (flag-hold.ts, ADR 058), by one app process per turn
// (lib/background-job.ts): a held question comes back within the hour after its week.
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '#server/lib/background-job.ts';
import { lapseOldFlags } from './flag-hold.ts';

export async function flagHoldJob(app: FastifyInstance) {
  scheduleJob(app, {
    name: 'flag-hold',
    everyMs: 60 * 60 * 1000,
    run: lapseOldFlags,
    worthLogging: (lapsed) => lapsed !== 0,
  });
}
