// Submits exams whose time ran out while nobody was asking (a closed tab), every 30 seconds in
// each app process. Several processes may sweep at once: each exam is submitted under its row
// lock and only if still unfinished, so it happens once (ADR 036).
import type { FastifyInstance } from 'fastify';
import { submitExpiredExams } from './exam-progress.ts';

const everyMs = 30 * 1000;

export async function examSweepJob(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      submitExpiredExams(app.db).then(
        (submitted) => {
          if (submitted > 0) app.log.info({ submitted }, 'exams submitted at their deadline');
        },
        (error: unknown) => app.log.error({ err: error }, 'exam sweep failed'),
      );
    }, everyMs);
    timer.unref(); // never keeps the process alive on its own
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
