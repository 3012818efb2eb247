// Removes stale rows (unused images included) every hour (housekeeping.service.ts); with several
// app processes on one database, one of them per hour (lib/background-job.ts). Each delete is
// idempotent besides, so an overlapping turn would only repeat a query.
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '#server/lib/background-job.ts';
import { removeStaleRows } from './housekeeping.service.ts';

export async function housekeepingJob(app: FastifyInstance) {
  scheduleJob(app, { name: 'housekeeping', everyMs: 60 * 60 * 1000, run: removeStaleRows });
}
