// Submits exams whose time ran out while nobody was asking (a closed tab), every 30 seconds, by
// one app process per turn (lib/background-job.ts). A request that meets an expired exam submits
// it too: each submission happens under the exam's row lock and only if still unfinished, so it
// happens once (ADR 036).
import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '#server/lib/background-job.ts';
import { submitExpiredExams } from './exam-progress.ts';

export async function examSweepJob(app: FastifyInstance) {
  scheduleJob(app, {
    name: 'exam-sweep',
    everyMs: 30 * 1000,
    run: (db) => submitExpiredExams(db),
    worthLogging: (submitted) => submitted !== 0,
  });
}
